package com.pharmaerp.api.platform.users;

import java.time.Instant;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.TenantEntity;

/**
 * A person who acts through the API: the acting user of writes and the signer of e-signatures.
 * The username never changes (signatures name it); the password is kept only as a bcrypt hash.
 */
@Entity
@Table(name = "users")
public class User extends TenantEntity<UserData> {

    public static final String ID_PREFIX = "usr";

    @Column(updatable = false)
    public String username;
    @Column(name = "printed_name")
    public String printedName;
    public String roles;
    public boolean active;
    public boolean locked;
    @Column(name = "password_hash")
    public String passwordHash;
    @Column(name = "failed_signatures")
    public int failedSignatures;
    /** The e-signature (JSON) of the last change of roles or active; null until the first. */
    @Column(name = "access_approval")
    public String accessApproval;

    /** A new, active user; the caller starts it ({@link #start}) with its printed name. */
    public static User of(String username, List<Role> roles, String passwordHash) {
        User user = new User();
        user.username = username;
        user.roles = Role.join(roles);
        user.active = true;
        user.passwordHash = passwordHash;
        return user;
    }

    /** A new password set by an admin: it also lifts a signature lockout. */
    public void resetPassword(String newHash, Instant now) {
        passwordHash = newHash;
        locked = false;
        failedSignatures = 0;
        touched(now);
    }

    /** Roles and active change only with an admin's signature, stored with the user. */
    public void changeAccess(List<Role> newRoles, boolean nowActive, String approvalJson, Instant now) {
        roles = Role.join(newRoles);
        active = nowActive;
        accessApproval = approvalJson;
        touched(now);
    }

    public List<Role> roleList() {
        return Role.split(roles);
    }

    public boolean holds(Role role) {
        return roleList().contains(role);
    }

    @Override
    public UserData data() {
        return new UserData(printedName);
    }

    @Override
    protected void apply(UserData data) {
        printedName = data.printedName();
    }
}
