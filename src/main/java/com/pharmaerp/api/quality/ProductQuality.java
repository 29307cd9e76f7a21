package com.pharmaerp.api.quality;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.quality.repository.ProductQualityRepository;

import io.smallrye.mutiny.Uni;

/**
 * What a product quality review reads of quality: the results of the product's lots, its specification revisions,
 * the OOS investigations of its lots and the deviations naming its batches. One statement each.
 */
@ApplicationScoped
public class ProductQuality {

    /**
     * A result entered in an inspection lot of one of the lots.
     *
     * @param value as entered: a decimal string for a numeric test
     * @param valid false once invalidated
     */
    public record Result(String resultId, String inspectionLotId, String lotId, String specificationId, String testCode,
            String value, String outcome, boolean valid, Instant enteredAt) {
    }

    /**
     * A test of a specification revision as the revision gave it.
     *
     * @param kind {@code numeric} or {@code text}
     * @param min inclusive decimal limits of a numeric test, null for none
     */
    public record SpecifiedTest(String specificationId, int revision, String status, String code, String name, String kind,
            String min, String max, String unit, Signature approval) {
    }

    /**
     * An OOS investigation of one of the lots.
     *
     * @param conclusion {@code invalidated}, {@code confirmed}, or null while open
     * @param category the assignable cause's category Phase I found, or null
     */
    public record Investigation(String id, String number, String lotId, String testCode, String status, String conclusion,
            String category) {
    }

    /**
     * A deviation naming one of the records.
     *
     * @param classification null until triaged
     * @param rootCauseCategory null until investigated
     * @param endedAt when it was closed or cancelled (the signature's time), null while open
     */
    public record Deviation(String id, String number, String status, LocalDate occurredOn, String classification,
            String rootCauseCategory, Instant endedAt) {
    }

    private final ProductQualityRepository quality;

    public ProductQuality(ProductQualityRepository quality) {
        this.quality = quality;
    }

    /** Every result, valid or invalidated, of every inspection lot of the lots, by lot, inspection lot and entry. */
    public Uni<List<Result>> results(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : quality.results(work, lotIds);
    }

    /** Every test of every revision of the material's specifications, drafts included, by revision. */
    public Uni<List<SpecifiedTest>> specifiedTests(UnitOfWork work, String materialId) {
        return quality.specifiedTests(work, materialId);
    }

    /** The OOS investigations of the lots, by number. */
    public Uni<List<Investigation>> investigations(UnitOfWork work, Collection<String> lotIds) {
        return lotIds.isEmpty() ? Uni.createFrom().item(List.of()) : quality.investigations(work, lotIds);
    }

    /** The deviations whose references name any of the records, or that are among the ids, by number. */
    public Uni<List<Deviation>> deviations(UnitOfWork work, Collection<String> recordIds, Collection<String> deviationIds) {
        return recordIds.isEmpty() && deviationIds.isEmpty() ? Uni.createFrom().item(List.of())
                : quality.deviations(work, recordIds, deviationIds);
    }
}
