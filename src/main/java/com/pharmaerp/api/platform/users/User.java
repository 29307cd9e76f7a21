package com.pharmaerp.api.platform.users;

import java.time.Instant;
import java.util.List;

/**
 * A person who acts through the API: the acting user of writes and the signer of e-signatures.
 * The username never changes (signatures name it); the password is kept only as a bcrypt hash.
 * Each change returns its event with the fields a person may see changed, never the password.
 */
public final class User {

    public static final String ID_PREFIX = "usr";
    static final String NOUN = "user";

    private final String id;
    private final Instant createdAt;
    private final String username;
    private int version;
    private Instant updatedAt;
    private String printedName;
    private List<Role> roles;
    private boolean active;
    private boolean locked;
    private String passwordHash;
    private int failedSignatures;
    private Signature accessApproval;

    private User(String id, int version, Instant createdAt, Instant updatedAt, String username, String printedName,
            List<Role> roles, boolean active, boolean locked, String passwordHash, int failedSignatures,
            Signature accessApproval) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.username = username;
        this.printedName = printedName;
        this.roles = Role.sorted(roles);
        this.active = active;
        this.locked = locked;
        this.passwordHash = passwordHash;
        this.failedSignatures = failedSignatures;
        this.accessApproval = accessApproval;
    }

    /** A new, active user at version 1. */
    public static User create(String id, String username, String printedName, List<Role> roles, String passwordHash,
            Instant now) {
        return new User(id, 1, now, now, username, printedName, roles, true, false, passwordHash, 0, null);
    }

    /** A user as it was stored. */
    public static User rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String username,
            String printedName, List<Role> roles, boolean active, boolean locked, String passwordHash, int failedSignatures,
            Signature accessApproval) {
        return new User(id, version, createdAt, updatedAt, username, printedName, roles, active, locked, passwordHash,
                failedSignatures, accessApproval);
    }

    /** The acting user of a request as its access check reads it: who, what they may do, whether they may act. */
    public static User acting(String id, List<Role> roles, boolean active, boolean locked) {
        return new User(id, 0, null, null, null, null, roles, active, locked, null, 0, null);
    }

    /**
     * The failed signature, of a record of the entity type, counted as the {@code failures}th in a row; it locks the
     * user when it reaches {@code lockAfter}.
     */
    public static UserEvent.SignatureFailed signatureFailed(String id, int failures, int lockAfter, String entityType,
            String entityId) {
        return new UserEvent.SignatureFailed(id, new UserEvent.Failures(failures - 1, failures - 1 >= lockAfter),
                new UserEvent.FailedAttempt(failures, failures >= lockAfter, entityType, entityId));
    }

    public UserEvent.Created created() {
        return new UserEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String username() {
        return username;
    }

    public String printedName() {
        return printedName;
    }

    /** Sorted as {@link Role#sorted} sorts them. */
    public List<Role> roles() {
        return roles;
    }

    public boolean active() {
        return active;
    }

    /** Locked by failed signatures until an admin resets the password. */
    public boolean locked() {
        return locked;
    }

    public String passwordHash() {
        return passwordHash;
    }

    /** Failed signatures in a row. */
    public int failedSignatures() {
        return failedSignatures;
    }

    /** The e-signature of the last change of roles or active; null until the first. */
    public Signature accessApproval() {
        return accessApproval;
    }

    /** @return the event, or null when the name is the same (an unchanged PATCH leaves the version as it was) */
    public UserEvent.Updated rename(String newPrintedName, Instant now) {
        if (newPrintedName.equals(printedName)) {
            return null;
        }
        UserEvent.State before = state();
        printedName = newPrintedName;
        touched(now);
        return new UserEvent.Updated(id, before, state());
    }

    /** A new password set by an admin: it also lifts a signature lockout. */
    public UserEvent.PasswordReset resetPassword(String newHash, Instant now) {
        UserEvent.State before = state();
        passwordHash = newHash;
        locked = false;
        failedSignatures = 0;
        touched(now);
        return new UserEvent.PasswordReset(id, before, state());
    }

    /** Roles and active change only with an admin's signature, stored with the user. */
    public UserEvent.AccessChanged changeAccess(List<Role> newRoles, boolean nowActive, Signature approval, Instant now) {
        UserEvent.State before = state();
        roles = Role.sorted(newRoles);
        active = nowActive;
        accessApproval = approval;
        touched(now);
        return new UserEvent.AccessChanged(id, before, state(), approval.reason());
    }

    public boolean holds(Role role) {
        return roles.contains(role);
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private UserEvent.State state() {
        return new UserEvent.State(username, printedName, roles.stream().map(Role::id).toList(), active, locked);
    }
}
