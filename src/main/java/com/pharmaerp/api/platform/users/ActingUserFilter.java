package com.pharmaerp.api.platform.users;

import java.lang.reflect.Method;
import java.util.Set;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;

import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;

/**
 * After the key and its scope: every write names the person behind it in {@code X-Acting-User},
 * an active, unlocked user of the key's tenant (docs/design/modules.md, "People, roles and e-signatures").
 * Reads need no user. Runs after matching, so a method no route allows is 405 first.
 */
public class ActingUserFilter {

    public static final String HEADER = "X-Acting-User";
    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");

    private final Caller caller;
    private final ActingUser actingUser;
    private final UserRepository users;
    private final UnitsOfWork units;

    public ActingUserFilter(Caller caller, ActingUser actingUser, UserRepository users, UnitsOfWork units) {
        this.caller = caller;
        this.actingUser = actingUser;
        this.users = users;
        this.units = units;
    }

    @ServerRequestFilter(priority = Priorities.AUTHORIZATION + 100)
    public Uni<Void> resolve(ContainerRequestContext request, ResourceInfo resource) {
        Method method = resource.getResourceMethod();
        if (READS.contains(request.getMethod()) || method.isAnnotationPresent(ActingUserExempt.class)
                || method.getDeclaringClass().isAnnotationPresent(ActingUserExempt.class)) {
            return Uni.createFrom().voidItem();
        }
        String userId = request.getHeaderString(HEADER);
        if (userId == null || userId.isBlank()) {
            return method.isAnnotationPresent(TenantBootstrap.class) ? refuseUnlessFirstUser() : fail(required());
        }
        if (!Ids.looksLike(User.ID_PREFIX, userId)) {
            return fail(invalid(userId));
        }
        return users.actingUser(units, caller.tenantId(), userId)
                .invoke(user -> {
                    if (user == null || !user.active()) {
                        throw invalid(userId);
                    }
                    if (user.locked()) {
                        throw new ProblemException(UserProblem.USER_LOCKED, "User " + userId + " is locked after five "
                                + "failed signatures; an admin's password reset unlocks them.");
                    }
                    caller.actingAs(user.id());
                    actingUser.resolved(user);
                })
                .replaceWithVoid();
    }

    /** Without a header only the tenant's first user may be created; {@code UserService} checks again under a lock. */
    private Uni<Void> refuseUnlessFirstUser() {
        return units.read(users::anyInTenant)
                .invoke(any -> {
                    if (any) {
                        throw required();
                    }
                })
                .replaceWithVoid();
    }

    private static Uni<Void> fail(ProblemException problem) {
        return Uni.createFrom().failure(problem);
    }

    static ProblemException required() {
        return new ProblemException(UserProblem.ACTING_USER_REQUIRED, "Every write names the person behind it: send "
                + HEADER + " with the id of an active user of your tenant.");
    }

    private static ProblemException invalid(String userId) {
        return new ProblemException(UserProblem.ACTING_USER_INVALID, "There is no active user " + userId
                + " in your tenant to act as.");
    }
}
