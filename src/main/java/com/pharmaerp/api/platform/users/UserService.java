package com.pharmaerp.api.platform.users;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pharmaerp.api.platform.persistence.StoredTime;
import com.pharmaerp.api.platform.audit.AuditTrail;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.platform.persistence.TenantLookups;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.security.Caller;

import io.quarkus.hibernate.reactive.panache.Panache;
import io.quarkus.runtime.annotations.RegisterForReflection;
import io.smallrye.mutiny.Uni;

/**
 * The people of a tenant. Passwords are hashed outside any transaction (bcrypt is slow on purpose),
 * so no database connection waits on it. Every change is audited, never with a password.
 */
@ApplicationScoped
public class UserService {

    private static final String NOUN = "user";

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final AuditTrail audit;
    private final Caller caller;
    private final ActingUser actingUser;
    private final Signatures signatures;
    private final MergePatch mergePatch;
    private final ObjectMapper mapper;
    private final Clock clock;
    private final BodyValidator bodies;

    public UserService(UserRepository users, PasswordHasher hasher, AuditTrail audit, Caller caller, ActingUser actingUser,
            Signatures signatures, MergePatch mergePatch, ObjectMapper mapper, Clock clock, BodyValidator bodies) {
        this.bodies = bodies;
        this.signatures = signatures;
        this.users = users;
        this.hasher = hasher;
        this.audit = audit;
        this.caller = caller;
        this.actingUser = actingUser;
        this.mergePatch = mergePatch;
        this.mapper = mapper;
        this.clock = clock;
    }

    /** The audited view of a user: what a person may see changed, never the password hash. */
    @RegisterForReflection // turned into JSON for the audit trail: native images need it registered
    private record Recorded(String username, String printedName, List<String> roles, boolean active, boolean locked) {
        static Recorded of(User user) {
            return new Recorded(user.username, user.printedName, user.roleList().stream().map(Role::id).toList(),
                    user.active, user.locked);
        }
    }

    /**
     * Creates a user. The tenant's first user needs no acting user and must hold admin
     * (bootstrap); from then on an admin creates users.
     */
    public Uni<UserView> create(String tenantId, UserRequest request) {
        requirePasswordFits(request.password());
        List<Role> roles = request.roles().stream().map(id -> Role.of(id).orElseThrow()).distinct().toList();
        if (caller.userId() != null) {
            actingUser.requireRole(Role.ADMIN);
        }
        return hasher.hash(request.password()).chain(hash -> TenantGuard.inTransaction(tenantId, () ->
                // One bootstrap per tenant: concurrent first requests queue here, and the second sees the first's user.
                Panache.getSession().chain(s -> s.createNativeQuery("SELECT pg_advisory_xact_lock(hashtext(:key))")
                        .setParameter("key", "users:" + tenantId).getSingleResult())
                        .chain(() -> users.anyInTenant(tenantId))
                        .invoke(any -> checkBootstrap(any, roles))
                        .chain(() -> users.usernameTaken(tenantId, request.username()))
                        .chain(taken -> {
                            if (taken) {
                                throw new ProblemException(UserProblem.USERNAME_TAKEN, "Another user of this tenant already "
                                        + "has the username " + request.username() + ".");
                            }
                            User user = User.of(request.username(), roles, hash);
                            user.start(Ids.next(User.ID_PREFIX), tenantId, new UserData(request.printedName()), now());
                            return users.persist(user);
                        })
                        .call(user -> audit.record("user.created", NOUN, user.id,
                                Change.between(null, mapper.valueToTree(Recorded.of(user))), null))
                        .map(this::view)));
    }

    private void checkBootstrap(boolean anyUser, List<Role> roles) {
        if (anyUser && caller.userId() == null) {
            throw ActingUserFilter.required();
        }
        if (!anyUser && !roles.contains(Role.ADMIN)) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The first user of a tenant must hold admin: "
                    + "they create everyone else.", List.of(new Problem.FieldError("roles", "must include admin")));
        }
    }

    public Uni<UserView> get(String tenantId, String id) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, false)).map(this::view);
    }

    public Uni<Page<UserView>> list(String tenantId, Cursor after, int limit) {
        return TenantGuard.inTransaction(tenantId, () -> users.page(tenantId, after, limit))
                .map(rows -> Page.of(rows, limit, User::position, this::view));
    }

    /** Only the printed name; 404, then the patched user's validity (422), admin, then If-Match. */
    public Uni<UserView> patch(String tenantId, String id, JsonNode patch, String ifMatch) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(user -> {
            UserChange changed = mergePatch.apply(new UserChange(user.printedName), patch, UserChange.class);
            actingUser.requireRole(Role.ADMIN);
            Versions.check(Versions.expected(ifMatch), user.version);
            Recorded before = Recorded.of(user);
            if (!user.change(new UserData(changed.printedName()), now())) {
                return Uni.createFrom().item(user);
            }
            return recordChange("user.updated", user, before);
        })).map(this::view);
    }

    /** An admin sets a new password, which also unlocks the user. */
    public Uni<UserView> resetPassword(String tenantId, String id, PasswordReset reset) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, false))
                .invoke(ignored -> {
                    bodies.validate(reset);
                    requirePasswordFits(reset.password());
                    actingUser.requireRole(Role.ADMIN);
                })
                .chain(ignored -> hasher.hash(reset.password()))
                .chain(hash -> TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(user -> {
                    Recorded before = Recorded.of(user);
                    user.resetPassword(hash, now());
                    return recordChange("user.password_reset", user, before);
                })))
                .map(this::view);
    }

    /**
     * An admin's signed change of roles and active: 404, the body (422), admin, four eyes (not their own), If-Match,
     * the signature (meaning approval), then the change, audited with the signature's reason.
     */
    public Uni<UserView> changeAccess(String tenantId, String id, AccessChange change, String ifMatch) {
        return TenantGuard.inTransaction(tenantId, () -> find(tenantId, id, true).chain(user -> {
            bodies.validate(change);
            List<Role> roles = change.roles().stream().map(role -> Role.of(role).orElseThrow()).distinct().toList();
            actingUser.requireRole(Role.ADMIN);
            actingUser.requireSomeoneElse(List.of(user.id), "change their own access");
            Versions.check(Versions.expected(ifMatch), user.version);
            return signatures.sign(tenantId, change.signature(), Meaning.APPROVAL, user.version).chain(signature -> {
                Recorded before = Recorded.of(user);
                user.changeAccess(roles, change.active(), signature.toJson(), now());
                return recordChange("user.access_changed", user, before, signature.reason());
            });
        })).map(this::view);
    }

    private Uni<User> recordChange(String action, User user, Recorded before) {
        return recordChange(action, user, before, null);
    }

    private Uni<User> recordChange(String action, User user, Recorded before, String reason) {
        return audit.record(action, NOUN, user.id,
                Change.between(mapper.valueToTree(before), mapper.valueToTree(Recorded.of(user))), reason).replaceWith(user);
    }

    private UserView view(User user) {
        return UserView.of(user, Signature.fromJson(user.accessApproval));
    }

    private Uni<User> find(String tenantId, String id, boolean lock) {
        return TenantLookups.require(users, tenantId, User.ID_PREFIX, id, lock, NOUN);
    }

    private static void requirePasswordFits(String password) {
        if (!PasswordHasher.fits(password)) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The password is longer than 72 bytes in UTF-8, "
                    + "more than bcrypt reads.", List.of(new Problem.FieldError("password", "must be at most 72 bytes")));
        }
    }

    private Instant now() {
        return StoredTime.now(clock);
    }
}
