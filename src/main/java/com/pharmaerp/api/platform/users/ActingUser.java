package com.pharmaerp.api.platform.users;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import jakarta.enterprise.context.RequestScoped;

import com.pharmaerp.api.platform.problem.ProblemException;

/** The person behind this request's write, as {@link ActingUserFilter} resolved them; their roles decide what they may do. */
@RequestScoped
public class ActingUser {

    private String userId;
    private List<Role> roles = List.of();

    void resolved(User user) {
        this.userId = user.id;
        this.roles = user.roleList();
    }

    /** @throws ProblemException 403 role_required unless the acting user holds one of the roles */
    public void requireRole(Role... anyOf) {
        if (Arrays.stream(anyOf).anyMatch(roles::contains)) {
            return;
        }
        String needed = Arrays.stream(anyOf).map(Role::id).collect(Collectors.joining(" or "));
        throw new ProblemException(UserProblem.ROLE_REQUIRED, "This action needs the role " + needed + "; the acting user "
                + (userId == null ? "(none)" : userId) + " holds " + (roles.isEmpty() ? "none"
                        : roles.stream().map(Role::id).collect(Collectors.joining(", "))) + ".");
    }
}
