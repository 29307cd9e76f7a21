package com.pharmaerp.api.platform.users;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a person may do (modules.md, "Who may do what"); a user holds one or more. */
public enum Role {
    BUYER, WAREHOUSE_CLERK, QC_ANALYST, QA, QP, OPERATOR, SUPERVISOR, ADMIN;

    /** The pattern of a role's id, for validating input. */
    public static final String PATTERN = "buyer|warehouse_clerk|qc_analyst|qa|qp|operator|supervisor|admin";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Role> of(String id) {
        return Arrays.stream(values()).filter(role -> role.id().equals(id)).findFirst();
    }

    /** The stored form: sorted ids, comma-separated. */
    static String join(Collection<Role> roles) {
        return roles.stream().map(Role::id).sorted().distinct().collect(Collectors.joining(","));
    }

    /** The stored form read back, in the same (alphabetical) order. */
    static List<Role> split(String stored) {
        return Arrays.stream(stored.split(",")).map(id -> of(id).orElseThrow()).toList();
    }
}
