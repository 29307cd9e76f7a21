package com.pharmaerp.api.platform.users;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeSet;

/** Every role a user can hold, gathered from the {@link RoleProvider}s on the class path. */
public final class Roles {

    private static final List<Role> ALL = load();

    private Roles() {
    }

    /** In the order of their ids. */
    public static List<Role> all() {
        return ALL;
    }

    /** The ids, e.g. for a validation message or the OpenAPI document's enumeration. */
    public static List<String> ids() {
        return ALL.stream().map(Role::id).toList();
    }

    private static List<Role> load() {
        TreeSet<Role> roles = new TreeSet<>(Comparator.comparing(Role::id));
        ServiceLoader.load(RoleProvider.class, Roles.class.getClassLoader()).forEach(p -> roles.addAll(p.roles()));
        return List.copyOf(roles);
    }

    /** The platform's own: admin. */
    public static final class Platform implements RoleProvider {

        @Override
        public List<Role> roles() {
            return List.of(Role.ADMIN);
        }
    }
}
