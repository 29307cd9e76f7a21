package com.pharmaerp.api.warehouse.service;

import java.util.Collection;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseRoles;

import io.smallrye.mutiny.Uni;

/**
 * The signature of a supervisor or QA on a record someone else worked on (an adjustment's requester,
 * a count's counters), checked in the documented order: the record (404), the body (422), the
 * role (403), someone else (403), If-Match (428/412), then the signature itself.
 */
@ApplicationScoped
public class SecondPerson {

    private final SignedActions signed;
    private final BodyValidator bodies;

    public SecondPerson(SignedActions signed, BodyValidator bodies) {
        this.signed = signed;
        this.bodies = bodies;
    }

    /** What a found record tells the check: who may not sign it, and the version the signer must have seen. */
    public record Doers(Collection<String> doers, int version) {
    }

    /** The found record, signed. */
    public record Signed<T>(T found, Signature signature) {
    }

    /**
     * @param entityType the audit trail's entity type of the record signed
     * @param entityId the record signed
     * @param found the record by id, failing 404 when there is none
     * @param what what the doers may not do, e.g. {@code approve a stock adjustment they requested}
     */
    public <T> Uni<Signed<T>> sign(UnitOfWork work, String entityType, String entityId, Uni<T> found, Function<T, Doers> doers, String ifMatch,
            SignedRequest command, Meaning meaning, String what) {
        return found.invoke(() -> bodies.validate(command)).chain(item -> {
            Doers checked = doers.apply(item);
            return signed.role(WarehouseRoles.SUPERVISOR_OR_QA).someoneElseThan(checked.doers(), what)
                    .ifMatch(ifMatch, checked.version()).sign(work, entityType, entityId, command.signature(), meaning)
                    .map(signature -> new Signed<>(item, signature));
        });
    }
}
