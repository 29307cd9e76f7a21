package com.pharmaerp.api.platform.users;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a person may do; a user holds one or more. The platform declares its own role, admin (who
 * manages users), and the roles several modules sign with ({@link SharedRoles}); each module declares
 * the roles of its own work ({@link RoleProvider}). They are known by their ids
 * (docs/design/modules.md, "Who may do what").
 *
 * @param id e.g. {@code qc_analyst}
 */
public record Role(String id) {

    /** Admins manage users, their access and the sandbox clock. */
    public static final Role ADMIN = new Role("admin");

    /** A role some module declared; empty for any other id. */
    public static Optional<Role> of(String id) {
        return Roles.all().stream().filter(role -> role.id().equals(id)).findFirst();
    }

    /** Each role once, in the order of their ids (the stored form keeps them so). */
    static List<Role> sorted(Collection<Role> roles) {
        return roles.stream().distinct().sorted(Comparator.comparing(Role::id)).toList();
    }

    /** The stored form: sorted ids, comma-separated. */
    static String join(Collection<Role> roles) {
        return sorted(roles).stream().map(Role::id).collect(Collectors.joining(","));
    }

    /** The stored form read back, in the same (alphabetical) order. */
    static List<Role> split(String stored) {
        return Arrays.stream(stored.split(",")).map(Role::new).toList();
    }
}
