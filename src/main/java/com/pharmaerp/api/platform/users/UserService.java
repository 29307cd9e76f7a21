package com.pharmaerp.api.platform.users;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Tuple;

/**
 * The people of a tenant. Passwords are hashed outside any unit of work (bcrypt is slow on
 * purpose), so no database connection waits on it: the use cases that hash open their units
 * themselves. Every change is audited, never with a password.
 */
@ApplicationScoped
public class UserService {

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final UnitsOfWork units;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final MergePatch mergePatch;
    private final BodyValidator bodies;

    public UserService(UserRepository users, PasswordHasher hasher, UnitsOfWork units, ActingUser actingUser,
            SignedActions signed, MergePatch mergePatch, BodyValidator bodies) {
        this.users = users;
        this.hasher = hasher;
        this.units = units;
        this.actingUser = actingUser;
        this.signed = signed;
        this.mergePatch = mergePatch;
        this.bodies = bodies;
    }

    /**
     * The new user's password hash, once the request may create a user at all: a password bcrypt
     * reads whole (422) and, unless this is the tenant's bootstrap, an admin acting (403).
     */
    public Uni<String> passwordHashFor(UserRequest request, boolean bootstrap) {
        requirePasswordFits(request.password());
        if (!bootstrap) {
            actingUser.requireRole(Role.ADMIN);
        }
        return hasher.hash(request.password());
    }

    /**
     * Creates a user. The tenant's first user needs no acting user and must hold admin
     * (bootstrap); from then on an admin creates users.
     */
    public Uni<UserView> create(UnitOfWork work, UserRequest request, String passwordHash) {
        List<Role> roles = request.roles().stream().map(id -> Role.of(id).orElseThrow()).distinct().toList();
        // One bootstrap per tenant: concurrent first requests queue here, and the second sees the first's user.
        return work.execute("SELECT pg_advisory_xact_lock(hashtext($1))", Tuple.of("users:" + work.tenantId()))
                .chain(() -> users.anyInTenant(work))
                .invoke(any -> checkBootstrap(work, any, roles))
                .chain(() -> users.usernameTaken(work, request.username()))
                .chain(taken -> {
                    if (taken) {
                        throw new ProblemException(UserProblem.USERNAME_TAKEN, "Another user of this tenant already "
                                + "has the username " + request.username() + ".");
                    }
                    User user = User.create(Ids.next(User.ID_PREFIX), request.username(), request.printedName(), roles,
                            passwordHash, work.now());
                    work.record(user.created());
                    return users.insert(work, user).replaceWith(user);
                })
                .map(UserView::of);
    }

    private static void checkBootstrap(UnitOfWork work, boolean anyUser, List<Role> roles) {
        if (anyUser && work.userId() == null) {
            throw ActingUserFilter.required();
        }
        if (!anyUser && !roles.contains(Role.ADMIN)) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The first user of a tenant must hold admin: "
                    + "they create everyone else.", List.of(new Problem.FieldError("roles", "must include admin")));
        }
    }

    public Uni<UserView> get(UnitOfWork work, String id) {
        return find(work, id).map(UserView::of);
    }

    /** Newest first; username null for every user. */
    public Uni<Page<UserView>> list(UnitOfWork work, String username, Cursor after, int limit) {
        return users.page(work, username, after, limit)
                .map(rows -> Page.of(rows, limit, user -> new Cursor(user.createdAt(), user.id()), UserView::of));
    }

    /** Only the printed name; 404, then the patched user's validity (422), admin, then If-Match. */
    public Uni<UserView> patch(UnitOfWork work, String id, JsonNode patch, String ifMatch) {
        return find(work, id).chain(user -> {
            UserChange changed = mergePatch.apply(new UserChange(user.printedName()), patch, UserChange.class);
            actingUser.requireRole(Role.ADMIN);
            Versions.require(ifMatch, user.version());
            return save(work, user, user.rename(changed.printedName(), work.now()));
        }).map(UserView::of);
    }

    /** An admin sets a new password, which also unlocks the user: 404, the body (422), admin; hashed between two units. */
    public Uni<UserView> resetPassword(String id, PasswordReset reset) {
        return units.read(work -> find(work, id))
                .invoke(ignored -> {
                    bodies.validate(reset);
                    requirePasswordFits(reset.password());
                    actingUser.requireRole(Role.ADMIN);
                })
                .chain(ignored -> hasher.hash(reset.password()))
                .chain(hash -> units.write(work -> find(work, id)
                        .chain(user -> save(work, user, user.resetPassword(hash, work.now())))))
                .map(UserView::of);
    }

    /**
     * An admin's signed change of roles and active: 404, the body (422), admin, four eyes (not their own), If-Match,
     * the signature (meaning approval), then the change, audited with the signature's reason.
     */
    public Uni<UserView> changeAccess(UnitOfWork work, String id, AccessChange change, String ifMatch) {
        return find(work, id).invoke(() -> bodies.validate(change)).chain(user -> signed.role(Role.ADMIN)
                .someoneElseThan(List.of(user.id()), "change their own access").ifMatch(ifMatch, user.version())
                .sign(work, User.NOUN, user.id(), change.signature(), Meaning.APPROVAL)
                .chain(signature -> {
                    List<Role> roles = change.roles().stream().map(role -> Role.of(role).orElseThrow()).toList();
                    return save(work, user, user.changeAccess(roles, change.active(), signature, work.now()));
                }))
                .map(UserView::of);
    }

    /** Writes the user with its change's event; nothing when nothing changed. */
    private Uni<User> save(UnitOfWork work, User user, UserEvent event) {
        return work.saveChange(event, user, () -> users.update(work, user));
    }

    private Uni<User> find(UnitOfWork work, String id) {
        return Found.require(User.ID_PREFIX, id, User.NOUN, () -> users.find(work, id));
    }

    private static void requirePasswordFits(String password) {
        if (!PasswordHasher.fits(password)) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The password is longer than 72 bytes in UTF-8, "
                    + "more than bcrypt reads.", List.of(new Problem.FieldError("password", "must be at most 72 bytes")));
        }
    }
}
