package com.pharmaerp.api.quality.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.repository.DeviationRepository;

import io.smallrye.mutiny.Uni;

/** Deviations: anyone opens one; QA closes it with a signature. */
@ApplicationScoped
public class DeviationService {

    private final DeviationRepository deviations;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public DeviationService(DeviationRepository deviations, DocumentNumbers numbers, ActingUser actingUser,
            SignedActions signed, BodyValidator bodies) {
        this.deviations = deviations;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
    }

    /** Anyone with a role opens one; it gets the next number. */
    public Uni<Deviation> create(UnitOfWork work, DeviationData data) {
        actingUser.requireRole(QualityRoles.anyone());
        return numbers.next(work, Deviation.NUMBER_PREFIX).chain(number -> {
            Deviation deviation = Deviation.open(Ids.next(Deviation.ID_PREFIX), number, data, work.userId(), work.now());
            work.record(deviation.opened());
            return deviations.insert(work, deviation).replaceWith(deviation);
        });
    }

    /** The deviation of the tenant; 404 when there is none. */
    public Uni<Deviation> get(UnitOfWork work, String id) {
        return Found.require(Deviation.ID_PREFIX, id, Deviation.NOUN, () -> deviations.find(work, id));
    }

    /**
     * @param status null for every status
     * @param reference null, or an id the deviations must name in their references
     */
    public Uni<Page<Deviation>> list(UnitOfWork work, Deviation.Status status, String reference, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("status", status == null ? null : status.id())
                .where(DeviationRepository.naming(), reference);
        return deviations.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, d -> new Cursor(d.createdAt(), d.id()), d -> d));
    }

    /** QA closes a deviation (signed, meaning approval): 404, then the command, then the signed action and the move. */
    public Uni<Deviation> close(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(deviation -> signed.role(QualityRoles.QA)
                .ifMatch(ifMatch, deviation.version()).on(Deviation.NOUN, id).sign(work, command.signature(), Meaning.APPROVAL)
                .chain(closure -> {
                    work.record(deviation.close(closure, work.now()));
                    return deviations.update(work, deviation).map(written -> Versions.written(written, deviation));
                }));
    }
}
