package com.pharmaerp.api.platform.users;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
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
        this.userId = user.id();
        this.roles = user.roles();
    }

    /** @return the acting user's id; null on a read or a tenant's bootstrap */
    public String userId() {
        return userId;
    }

    /**
     * Four eyes: the acting user must not be one of those who did the work they now approve.
     *
     * @param doers the users who did it (an author, an analyst, a batch's performers)
     * @param what the approval, for the detail, e.g. "approve a purchase order they created"
     * @throws ProblemException 403 segregation_of_duties
     */
    public void requireSomeoneElse(Collection<String> doers, String what) {
        if (userId != null && doers.contains(userId)) {
            throw new ProblemException(UserProblem.SEGREGATION_OF_DUTIES, "Four eyes: user " + userId + " may not " + what
                    + "; another person with the role must.");
        }
    }

    /** @throws ProblemException 403 role_required unless the acting user holds one of the roles */
    public void requireRole(Collection<Role> anyOf) {
        requireRole(anyOf.stream().sorted(Comparator.comparing(Role::id)).toArray(Role[]::new));
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
