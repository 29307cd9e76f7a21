package com.pharmaerp.api.quality.service;

import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.DocumentNumbers;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.QueryFilter;
import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.quality.QualityRoles;
import com.pharmaerp.api.quality.api.DeviationRequest;
import com.pharmaerp.api.quality.api.DeviationView;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.DeviationData;
import com.pharmaerp.api.quality.repository.DeviationRepository;

import io.quarkus.hibernate.reactive.panache.common.WithTransaction;
import io.smallrye.mutiny.Uni;

/** Deviations: anyone opens one; QA closes it with a signature. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class DeviationService extends TenantResources<Deviation, DeviationData, DeviationRequest, DeviationView> {

    private static final ResourceKind<Deviation, DeviationData, DeviationRequest, DeviationView> KIND = new ResourceKind<>(
            Deviation.ID_PREFIX, "deviation", null, DeviationRequest.class, Deviation::new, DeviationRequest::toData,
            DeviationRequest::of, DeviationView::of, Set.of(), QualityRoles.ANYONE);

    private final DocumentNumbers numbers;

    public DeviationService(DeviationRepository deviations, ResourceSupport support, DocumentNumbers numbers) {
        super(deviations, support, KIND);
        this.numbers = numbers;
    }

    @Override
    protected Uni<Void> beforeCreate(String tenantId, Deviation deviation) {
        deviation.createdBy = actingUserId();
        return numbers.next(tenantId, Deviation.NUMBER_PREFIX).invoke(number -> deviation.number = number).replaceWithVoid();
    }

    /**
     * @param status null for every status
     * @param reference null, or an id the deviations must name in their references
     */
    @WithTransaction
    public Uni<Page<DeviationView>> list(String tenantId, String status, String reference, Cursor after, int limit) {
        // The JSON array holds each id quoted, and ids contain no quote: a quoted id is found exactly.
        return list(tenantId, QueryFilter.of(tenantId).equal("status", status).where("locate(:?, referencesJson) > 0", "?",
                reference == null ? null : "\"" + reference + "\""), after, limit);
    }

    public Uni<DeviationView> close(String tenantId, String id, String ifMatch, Signed body) {
        return signedTransition(tenantId, id, ifMatch, body, Meaning.APPROVAL, QualityRoles.QA, "deviation.closed",
                (deviation, signed, now) -> {
                    deviation.close(signed, now);
                    return Uni.createFrom().voidItem();
                });
    }
}
