package com.pharmaerp.api.platform.users;

import java.util.List;

/**
 * The roles one part of the service declares (the platform's users, or a module's). Implementations
 * are listed in {@code META-INF/services/com.pharmaerp.api.platform.users.RoleProvider}; the
 * platform lists none of a module's roles itself.
 */
public interface RoleProvider {

    List<Role> roles();
}
