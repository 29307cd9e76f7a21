package com.pharmaerp.api.platform.users;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Rows;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.sqlclient.Row;
import io.vertx.mutiny.sqlclient.Tuple;

/** The users table: every statement names the tenant; row-level security is the second wall. */
@ApplicationScoped
public class UserRepository {

    private static final String SELECT = "SELECT id, version, created_at, updated_at, username, printed_name, roles, active, "
            + "locked, password_hash, failed_signatures, access_approval FROM users";

    private final String selectSigner;

    public UserRepository(SignerQualifications qualifications) {
        selectSigner = "SELECT u.id, u.version, u.created_at, u.updated_at, u.username, u.printed_name, u.roles, u.active, "
                + "u.locked, u.password_hash, u.failed_signatures, u.access_approval, "
                + qualifications.requiredCoursesOfSigner() + " AS required_courses FROM users u";
    }

    /** A signer and the courses a signature of theirs needs: {@link #signer}. */
    record Signer(User user, List<Qualification> requiredCourses) {
    }

    /** The user, or null. */
    public Uni<User> find(UnitOfWork work, String id) {
        return work.one(SELECT + " WHERE tenant_id = $1 AND id = $2", Tuple.of(work.tenantId(), id), UserRepository::user);
    }

    /**
     * The signer of a signature with the courses that the active training requirements of the signed
     * record's entity type and meaning ask for, each with the signer's newest record of it (dates null
     * when none), in the one statement that reads the user: a signature costs no extra round trip.
     * Null when there is no such user.
     */
    Uni<Signer> signer(UnitOfWork work, String id, String entityType, Meaning meaning) {
        return work.one(selectSigner + " WHERE u.tenant_id = $1 AND u.id = $2",
                Tuple.of(work.tenantId(), id, entityType, meaning.id()), row -> new Signer(user(row),
                        List.of(StoredJson.read(row.getString("required_courses"), Qualification[].class))));
    }

    /** The printed name of each of the ids that is a user of the tenant, as documents show who did what. */
    public Uni<Map<String, String>> printedNames(UnitOfWork work, Collection<String> ids) {
        return work.list("SELECT id, printed_name FROM users WHERE tenant_id = $1 AND id = ANY($2)",
                Tuple.of(work.tenantId(), ids.toArray(String[]::new)), row -> Map.entry(row.getString("id"),
                        row.getString("printed_name")))
                .map(found -> found.stream().collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
    }

    /**
     * The acting user of a write, before its unit of work opens: whether they may act and what they
     * may do, in one statement (the function enters the tenant itself); null when there is none.
     */
    public Uni<User> actingUser(UnitsOfWork units, String tenantId, String id) {
        return units.single("SELECT id, roles, active, locked FROM erp_acting_user($1, $2)", Tuple.of(tenantId, id),
                row -> User.acting(row.getString("id"), Role.split(row.getString("roles")), row.getBoolean("active"),
                        row.getBoolean("locked")));
    }

    /** Newest first ({@code users_newest}; a username reads the unique index on it). */
    public Uni<List<User>> page(UnitOfWork work, String username, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("username", username);
        return work.list(query.newestFirst(SELECT, after, limit), query.arguments(), UserRepository::user);
    }

    public Uni<Boolean> usernameTaken(UnitOfWork work, String username) {
        return work.one("SELECT 1 FROM users WHERE tenant_id = $1 AND username = $2", Tuple.of(work.tenantId(), username),
                row -> true).map(found -> found != null);
    }

    public Uni<Boolean> anyInTenant(UnitOfWork work) {
        return work.one("SELECT 1 FROM users WHERE tenant_id = $1 LIMIT 1", Tuple.of(work.tenantId()), row -> true)
                .map(found -> found != null);
    }

    public Uni<Void> insert(UnitOfWork work, User user) {
        return work.update("INSERT INTO users (tenant_id, id, username, printed_name, roles, active, locked, password_hash, "
                + "failed_signatures, access_approval, version, created_at, updated_at) "
                + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                Tuple.from(new Object[] { work.tenantId(), user.id(), user.username(), user.printedName(),
                        Role.join(user.roles()), user.active(), user.locked(), user.passwordHash(), user.failedSignatures(),
                        Signature.stored(user.accessApproval()), user.version(), Rows.time(user.createdAt()),
                        Rows.time(user.updatedAt()) })).replaceWithVoid();
    }

    /**
     * Writes a changed user if nobody changed it since it was read.
     *
     * @return false when the row moved on (another request changed it meanwhile)
     */
    public Uni<Boolean> update(UnitOfWork work, User user) {
        return work.update("UPDATE users SET printed_name = $3, roles = $4, active = $5, locked = $6, password_hash = $7, "
                + "failed_signatures = $8, access_approval = $9, version = $10, updated_at = $11 "
                + "WHERE tenant_id = $1 AND id = $2 AND version = $10 - 1",
                Tuple.from(new Object[] { work.tenantId(), user.id(), user.printedName(), Role.join(user.roles()),
                        user.active(), user.locked(), user.passwordHash(), user.failedSignatures(),
                        Signature.stored(user.accessApproval()), user.version(), Rows.time(user.updatedAt()) }))
                .map(updated -> updated == 1);
    }

    /**
     * Counts a failed signature and locks the user at the fifth in a row, in one statement.
     *
     * @return the failures counted now
     */
    public Uni<Integer> countFailedSignature(UnitOfWork work, String id, int lockAfter) {
        return work.one("UPDATE users SET failed_signatures = failed_signatures + 1, "
                + "locked = locked OR failed_signatures + 1 >= $3, "
                + "version = version + CASE WHEN NOT locked AND failed_signatures + 1 >= $3 THEN 1 ELSE 0 END "
                + "WHERE tenant_id = $1 AND id = $2 RETURNING failed_signatures", Tuple.of(work.tenantId(), id, lockAfter),
                row -> row.getInteger("failed_signatures"));
    }

    /** A good signature starts the count of failures in a row again; no statement when there is none to forget. */
    public Uni<Void> forgetFailedSignatures(UnitOfWork work, User user) {
        if (user.failedSignatures() == 0) {
            return Uni.createFrom().voidItem();
        }
        return work.update("UPDATE users SET failed_signatures = 0 WHERE tenant_id = $1 AND id = $2",
                Tuple.of(work.tenantId(), user.id())).replaceWithVoid();
    }

    private static User user(Row row) {
        return User.rehydrate(row.getString("id"), row.getInteger("version"), Rows.instant(row, "created_at"),
                Rows.instant(row, "updated_at"), row.getString("username"), row.getString("printed_name"),
                Role.split(row.getString("roles")), row.getBoolean("active"), row.getBoolean("locked"),
                row.getString("password_hash"), row.getInteger("failed_signatures"),
                Signature.fromJson(row.getString("access_approval")));
    }
}
