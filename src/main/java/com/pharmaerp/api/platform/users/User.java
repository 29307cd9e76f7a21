package com.pharmaerp.api.platform.users;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;

/**
 * A person who acts through the API: the acting user of writes and the signer of e-signatures.
 * The username never changes (signatures name it); the password is kept only as a bcrypt hash.
 * Each change returns its event with the fields a person may see changed, never the password.
 */
public final class User {

    public static final String ID_PREFIX = "usr";
    static final String NOUN = "user";

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String username;
    public String printedName;
    public List<Role> roles;
    public boolean active;
    public boolean locked;
    public String passwordHash;
    public int failedSignatures;
    /** The e-signature of the last change of roles or active; null until the first. */
    public Signature accessApproval;

    /** A new, active user at version 1. */
    public static User create(String id, String username, String printedName, List<Role> roles, String passwordHash,
            Instant now) {
        User user = new User();
        user.id = id;
        user.version = 1;
        user.createdAt = now;
        user.updatedAt = now;
        user.username = username;
        user.printedName = printedName;
        user.roles = Role.sorted(roles);
        user.active = true;
        user.passwordHash = passwordHash;
        return user;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    /** @return the event, or null when the name is the same (an unchanged PATCH leaves the version as it was) */
    public DomainEvent rename(String newPrintedName, Instant now) {
        if (newPrintedName.equals(printedName)) {
            return null;
        }
        JsonNode before = recorded();
        printedName = newPrintedName;
        return changed("user.updated", before, null, now);
    }

    /** A new password set by an admin: it also lifts a signature lockout. */
    public DomainEvent resetPassword(String newHash, Instant now) {
        JsonNode before = recorded();
        passwordHash = newHash;
        locked = false;
        failedSignatures = 0;
        return changed("user.password_reset", before, null, now);
    }

    /** Roles and active change only with an admin's signature, stored with the user. */
    public DomainEvent changeAccess(List<Role> newRoles, boolean nowActive, Signature approval, Instant now) {
        JsonNode before = recorded();
        roles = Role.sorted(newRoles);
        active = nowActive;
        accessApproval = approval;
        return changed("user.access_changed", before, approval.reason(), now);
    }

    public boolean holds(Role role) {
        return roles.contains(role);
    }

    private DomainEvent changed(String type, JsonNode before, String reason, Instant now) {
        version++;
        updatedAt = now;
        return DomainEvent.changed(type, NOUN, id, before, recorded(), reason);
    }

    /** What a person may see changed, never the password hash. */
    private JsonNode recorded() {
        return Recorded.of("username", username, "printedName", printedName, "roles", roles.stream().map(Role::id).toList(),
                "active", active, "locked", locked);
    }
}
