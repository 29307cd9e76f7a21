package com.pharmaerp.api.qms.service;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.ProductReturns;
import com.pharmaerp.api.equipment.BatchEquipment;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.procurement.MaterialSupply;
import com.pharmaerp.api.production.ProductBatches;
import com.pharmaerp.api.qms.QmsRoles;
import com.pharmaerp.api.qms.domain.ProductQualityReview;
import com.pharmaerp.api.qms.domain.ReviewComputation;
import com.pharmaerp.api.qms.domain.ReviewContent;
import com.pharmaerp.api.qms.repository.ProductQualityReviewRepository;
import com.pharmaerp.api.qms.repository.ReviewSourcesRepository;
import com.pharmaerp.api.quality.ProductQuality;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MadeLots;
import com.pharmaerp.api.warehouse.MaterialName;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * Product quality reviews (docs/design/product-quality-review.md): QA computes a product's period from the record,
 * computes a draft again at will, and reviews one content with a signature binding its SHA-256; a QP other than the
 * reviewer approves it, and it never changes again. The content is read in one unit of work, one statement per kind of
 * record whatever the number of batches, statements that need nothing from each other sent together.
 */
@ApplicationScoped
public class ProductQualityReviewService {

    private final ProductQualityReviewRepository reviews;
    private final ReviewSourcesRepository qms;
    private final MadeLots madeLots;
    private final WarehouseNames warehouse;
    private final ProductBatches production;
    private final ProductQuality quality;
    private final ProductReturns returns;
    private final MaterialSupply supply;
    private final BatchEquipment equipment;
    private final DocumentNumbers numbers;
    private final SignedActions signed;
    private final ActingUser actingUser;
    private final BodyValidator bodies;

    public ProductQualityReviewService(ProductQualityReviewRepository reviews, ReviewSourcesRepository qms, MadeLots madeLots,
            WarehouseNames warehouse, ProductBatches production, ProductQuality quality, ProductReturns returns,
            MaterialSupply supply, BatchEquipment equipment, DocumentNumbers numbers,
            SignedActions signed, ActingUser actingUser, BodyValidator bodies) {
        this.reviews = reviews;
        this.qms = qms;
        this.madeLots = madeLots;
        this.warehouse = warehouse;
        this.production = production;
        this.quality = quality;
        this.returns = returns;
        this.supply = supply;
        this.equipment = equipment;
        this.numbers = numbers;
        this.signed = signed;
        this.actingUser = actingUser;
        this.bodies = bodies;
    }

    /** QA's review of a product over a period, both dates included. */
    public record Creation(String productMaterialId, LocalDate from, LocalDate to) {
    }

    /** QA's review of the content, signed (meaning review). */
    public interface Reviewing extends Signed {

        String conclusions();

        String contentSha256();
    }

    /** The filters of the list; null fields do not narrow. */
    public record Filter(String productMaterialId, ProductQualityReview.Status status) {
    }

    /** A review with the product's code and name, as documents print it. */
    public record Named(ProductQualityReview review, MaterialName product) {
    }

    /**
     * QA computes a draft: the period (422 validation_failed, period_too_long, period_not_ended), the product a material
     * of the tenant (422), then the role (403).
     */
    public Uni<ProductQualityReview> create(UnitOfWork work, Creation command) {
        ProductQualityReview.requirePeriod(command.from(), command.to(), work.today());
        return warehouse.materialNames(work, List.of(command.productMaterialId())).chain(found -> {
            if (!found.containsKey(command.productMaterialId())) {
                throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "productMaterialId", "No material of this tenant "
                        + "has the id " + command.productMaterialId() + ".");
            }
            actingUser.requireRole(QmsRoles.QA);
            return compute(work, command.productMaterialId(), command.from(), command.to());
        }).chain(computed -> numbers.next(work, ProductQualityReview.NUMBER_PREFIX).chain(number -> {
            ProductQualityReview review = ProductQualityReview.create(Ids.next(ProductQualityReview.ID_PREFIX), number,
                    command.productMaterialId(), command.from(), command.to(), computed, work.userId(), work.now());
            work.record(review.created());
            return reviews.insert(work, review).replaceWith(review);
        }));
    }

    /** The review of the tenant with its content; 404 when there is none. */
    public Uni<ProductQualityReview> get(UnitOfWork work, String id) {
        return Found.require(ProductQualityReview.ID_PREFIX, id, ProductQualityReview.NOUN, () -> reviews.find(work, id));
    }

    /** The review with its product's name, for its documents. */
    public Uni<Named> named(UnitOfWork work, String id) {
        return get(work, id).chain(review -> warehouse.materialNames(work, List.of(review.productMaterialId()))
                .map(found -> new Named(review, found.get(review.productMaterialId()))));
    }

    /** Newest first, without their content. */
    public Uni<Page<ProductQualityReview>> list(UnitOfWork work, Filter filter, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId()).equal("product_material_id", filter.productMaterialId())
                .equal("status", filter.status() == null ? null : filter.status().id());
        return reviews.page(work, query, after, limit).map(rows -> Page.of(rows, limit, r -> new Cursor(r.createdAt(), r.id()),
                r -> r));
    }

    /** QA computes a draft again: 404; 403; If-Match (428/412); 409 invalid_transition unless a draft. */
    public Uni<ProductQualityReview> refresh(UnitOfWork work, String id, String ifMatch) {
        return get(work, id).chain(review -> {
            actingUser.requireRole(QmsRoles.QA);
            Versions.require(ifMatch, review.version());
            review.requireDraft();
            return compute(work, review.productMaterialId(), review.from(), review.to()).chain(computed -> work.saveChange(
                    review.refresh(computed, work.now()), review, () -> reviews.update(work, review)));
        });
    }

    /**
     * QA reviews a draft, signed (meaning review) on the content's SHA-256: 404; the body (422); 403; If-Match; the
     * signature; 409 invalid_transition unless a draft, then content_changed when the SHA-256 is not the content's.
     */
    public Uni<ProductQualityReview> review(UnitOfWork work, String id, String ifMatch, Reviewing command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(review -> signed.role(QmsRoles.QA)
                .ifMatch(ifMatch, review.version()).sign(work, ProductQualityReview.NOUN, id, command.signature(), Meaning.REVIEW)
                .chain(signature -> work.saveChange(review.review(command.conclusions().strip(), command.contentSha256(),
                        signature, work.now()), review, () -> reviews.update(work, review))));
    }

    /**
     * A QP approves a reviewed review, signed (meaning approval): 404; the body (422); 403; 403 segregation_of_duties for
     * its reviewer; If-Match; the signature; 409 invalid_transition unless reviewed.
     */
    public Uni<ProductQualityReview> approve(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(review -> signed.role(QmsRoles.QP)
                .someoneElseThan(review.review() == null ? List.of() : List.of(review.review().userId()),
                        "approve a review they reviewed")
                .ifMatch(ifMatch, review.version()).sign(work, ProductQualityReview.NOUN, id, command.signature(),
                        Meaning.APPROVAL)
                .chain(signature -> work.saveChange(review.approve(signature, work.now()), review,
                        () -> reviews.update(work, review))));
    }

    /** What the record holds of the product over the period, read step by step on the unit's connection. */
    private static final class Reading {
        List<LotFacts> lots;
        List<ProductBatches.Batch> batches;
        List<ProductBatches.StepValue> stepValues;
        List<ProductQuality.Result> results;
        List<ProductQuality.SpecifiedTest> specifiedTests;
        List<ProductQuality.Investigation> investigations;
        List<ProductQuality.Deviation> deviations;
        List<ReviewContent.Capa> capas;
        List<ReviewContent.Complaint> complaints;
        List<ProductReturns.ReturnLine> returnLines;
        List<ReviewContent.Recall> recalls;
        List<ProductBatches.RecipeRevision> recipeRevisions;
        Map<String, MaterialName> components;
        List<MaterialSupply.ApprovedSupplier> suppliers;
        List<MaterialSupply.StatusChange> supplierChanges;
        List<MaterialSupply.ReceivedLot> received;
        Map<String, LotFacts> receivedLots;
        List<BatchEquipment.Piece> equipment;
    }

    /** The content of the product's period as the record holds it now, with its SHA-256. */
    private Uni<ProductQualityReview.Computed> compute(UnitOfWork work, String productId, LocalDate from, LocalDate to) {
        Reading r = new Reading();
        return madeLots.madeBetween(work, productId, from, to).invoke(found -> r.lots = found).chain(lots -> {
            List<String> lotIds = lots.stream().map(LotFacts::id).toList();
            List<String> orderIds = lots.stream().map(LotFacts::sourceId).toList();
            return Uni.combine().all().unis(
                    production.batches(work, orderIds).invoke(found -> r.batches = found),
                    production.stepValues(work, orderIds).invoke(found -> r.stepValues = found),
                    quality.results(work, lotIds).invoke(found -> r.results = found),
                    quality.specifiedTests(work, productId).invoke(found -> r.specifiedTests = found),
                    quality.investigations(work, lotIds).invoke(found -> r.investigations = found),
                    qms.complaints(work, productId, from, to).invoke(found -> r.complaints = found),
                    returns.linesOf(work, lotIds).invoke(found -> r.returnLines = found),
                    qms.recalls(work, lotIds).invoke(found -> r.recalls = found),
                    production.approvedRevisions(work, productId).invoke(found -> r.recipeRevisions = found))
                    .discardItems()
                    .chain(() -> equipment.usedBy(work, orderIds, from, to)).invoke(found -> r.equipment = found);
        }).chain(() -> {
            Set<String> componentIds = new LinkedHashSet<>();
            r.batches.forEach(batch -> componentIds.addAll(batch.componentMaterialIds()));
            List<String> deviationIds = r.batches.stream().map(ProductBatches.Batch::deviationId).filter(Objects::nonNull)
                    .toList();
            return Uni.combine().all().unis(
                    quality.deviations(work, ReviewComputation.batchRecords(r.lots), deviationIds)
                            .invoke(found -> r.deviations = found),
                    warehouse.materialNames(work, componentIds).invoke(found -> r.components = found),
                    supply.suppliersOf(work, componentIds).invoke(found -> r.suppliers = found),
                    supply.receivedBetween(work, componentIds, from, to).invoke(found -> r.received = found))
                    .discardItems();
        }).chain(() -> {
            List<String> named = Stream.concat(r.deviations.stream().map(ProductQuality.Deviation::id),
                    r.complaints.stream().map(ReviewContent.Complaint::id)).toList();
            return Uni.combine().all().unis(
                    qms.capas(work, named).invoke(found -> r.capas = found),
                    supply.statusChanges(work, r.suppliers.stream().map(MaterialSupply.ApprovedSupplier::id).toList(), from, to)
                            .invoke(found -> r.supplierChanges = found),
                    warehouse.lotFacts(work, r.received.stream().map(MaterialSupply.ReceivedLot::lotId).toList())
                            .invoke(found -> r.receivedLots = found))
                    .discardItems();
        }).map(ignored -> {
            ReviewContent content = ReviewComputation.compute(new ReviewComputation.Found(from, to, r.lots, r.batches,
                    r.stepValues, r.results, r.specifiedTests, r.investigations, r.deviations, r.capas, r.complaints,
                    r.returnLines, r.recalls, r.recipeRevisions, r.components, r.suppliers, r.supplierChanges, r.received,
                    r.receivedLots, r.equipment));
            String json = StoredJson.write(content);
            return new ProductQualityReview.Computed(json, sha256(json), work.now());
        });
    }

    /** 64 lowercase hex digits of the content's UTF-8 bytes. */
    static String sha256(String json) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(json.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
