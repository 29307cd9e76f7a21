package com.pharmaerp.api.production;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderData;
import com.pharmaerp.api.production.domain.ProductionOrderEvent;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.RecipeSnapshot;

/** A batch's life cycle as a plain object: each move's event, exact yield limits, verification and performers. */
class ProductionOrderDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final RecipeSnapshot RECIPE = new RecipeSnapshot("rcp_1", 1, "100", "kg",
            List.of(new RecipeSnapshot.Component("mat_raw", "80", "kg")), new BigDecimal("95"), new BigDecimal("102"), null);
    private static final Signature VERIFIER = new Signature("usr_op2", "O. Two", "verification", "Weighed", NOW, 1);
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "review", "Complete", NOW, 5);
    private static final Signature QP = new Signature("usr_qp", "Q. P.", "responsibility", "Conforms", NOW, 6);

    private static ProductionOrder planned() {
        return ProductionOrder.plan("ord_1", "B-000001", new ProductionOrderData(RECIPE, "mat_fp", kg("100")), "usr_sup", NOW);
    }

    private static ProductionOrder released() {
        ProductionOrder order = planned();
        order.release("lot_out", "insp_out", "usr_sup", NOW);
        return order;
    }

    /** Released, charged once (con_1) by operator 1. */
    private static ProductionOrder inProgress() {
        ProductionOrder order = released();
        order.consume(charge("con_1", "usr_op1"), NOW);
        return order;
    }

    /** In progress, its charge verified, completed at 98 kg. */
    private static ProductionOrder completed() {
        ProductionOrder order = inProgress();
        order.verify("con_1", VERIFIER, NOW);
        complete(order, "98", null);
        return order;
    }

    private static ProductionOrder reviewed() {
        ProductionOrder order = completed();
        order.reviewed(QA, null, NOW);
        return order;
    }

    private static Quantity kg(String value) {
        return Quantity.of(value, Unit.ofSymbol("kg").orElseThrow());
    }

    private static Consumption charge(String id, String by) {
        return new Consumption(id, "mat_raw", kg("80"), List.of(new Consumption.Allocation("lot_1", "loc_1", kg("80"),
                "mov_1")), null, by, null, 1, NOW, NOW);
    }

    /** Completes the order with what its own charges say of their verification. */
    private static ProductionOrderEvent.Completed complete(ProductionOrder order, String kilograms, String deviation) {
        return order.complete(kg(kilograms), deviation, order.consumptions().stream().filter(c -> c.verification() == null)
                .map(Consumption::id).toList(), List.of(), "usr_sup", NOW);
    }

    @Test
    void aPlannedOrdersCreationRecordsEveryOwnFieldButNoYieldYet() {
        ProductionOrderEvent.Created created = planned().created();

        assertThat(created.type()).isEqualTo(ProductionOrderEvent.Created.TYPE);
        assertThat(created.after().status()).isEqualTo("planned");
        assertThat(created.after().yield()).isNull();
        assertThat(changed(created)).as("its fields that have a value").containsExactly("number", "recipeId",
                "recipeRevision", "productMaterialId", "plannedQuantity", "status", "createdBy");
    }

    @Test
    void aReleaseNamesTheOutputLotAndItsInspectionLot() {
        ProductionOrder order = planned();

        ProductionOrderEvent.Released released = order.release("lot_out", "insp_out", "usr_sup", NOW);

        assertThat(released.type()).isEqualTo(ProductionOrderEvent.Released.TYPE);
        assertThat(changed(released)).containsExactly("status", "outputLotId", "inspectionLotId");
        assertThat(released.after().outputLotId()).isEqualTo("lot_out");
        assertThat(order.performers()).containsExactly("usr_sup");
    }

    @Test
    void onlyAPlannedOrderIsReleased() {
        ProductionOrder order = released();

        assertRefused(() -> order.release("lot_x", "insp_x", "usr_sup", NOW), "invalid_transition");
    }

    @Test
    void aPlannedOrReleasedOrderIsCancelled() {
        ProductionOrderEvent.Cancelled cancelled = released().cancel(NOW);

        assertThat(cancelled.type()).isEqualTo(ProductionOrderEvent.Cancelled.TYPE);
        assertThat(changed(cancelled)).containsExactly("status");
        assertThat(cancelled.after().status()).isEqualTo("cancelled");
        assertThat(planned().cancel(NOW).after().status()).isEqualTo("cancelled");
    }

    @Test
    void anOrderSomethingWasConsumedIntoIsNotCancelled() {
        ProductionOrder order = inProgress();

        assertRefused(() -> order.cancel(NOW), "invalid_transition");
    }

    @Test
    void nothingIsChargedIntoAPlannedOrder() {
        assertRefused(() -> planned().consume(charge("con_1", "usr_op1"), NOW), "invalid_transition");
    }

    @Test
    void theFirstChargePutsTheOrderInProgressAndTheEventCarriesTheCharge() {
        ProductionOrder order = released();

        ProductionOrderEvent.Consumed consumed = order.consume(charge("con_1", "usr_op1"), NOW);

        assertThat(consumed.type()).isEqualTo(ProductionOrderEvent.Consumed.TYPE);
        assertThat(changed(consumed)).containsExactly("status", "consumption");
        assertThat(consumed.after().status()).isEqualTo("in_progress");
        assertThat(consumed.after().consumption().quantity()).isEqualTo(new QuantityJson("80", "kg"));
        assertThat(consumed.after().consumption().allocations()).singleElement()
                .satisfies(allocation -> assertThat(allocation.lotId()).isEqualTo("lot_1"));
        assertThat(DomainEvent.of(consumed).changes().get(1).from().isNull()).as("a new charge").isTrue();
        assertThat(order.status()).isEqualTo(ProductionOrderStatus.IN_PROGRESS);
    }

    @Test
    void aLaterChargeChangesOnlyTheChargeAndItsReasonIsTheFefoOverride() {
        ProductionOrder order = inProgress();
        Consumption overriding = new Consumption("con_2", "mat_raw", kg("1"), List.of(new Consumption.Allocation("lot_2",
                "loc_1", kg("1"), "mov_2")), "reserved for stability", "usr_op1", null, 1, NOW, NOW);

        ProductionOrderEvent.Consumed consumed = order.consume(overriding, NOW);

        assertThat(changed(consumed)).containsExactly("consumption");
        assertThat(consumed.reason()).isEqualTo("reserved for stability");
    }

    @Test
    void aVerificationChangesTheChargeToItsSignedVersion() {
        ProductionOrder order = inProgress();

        ProductionOrder.Verification verification = order.verify("con_1", VERIFIER, NOW);

        assertThat(verification.verified().version()).isEqualTo(2);
        ProductionOrderEvent.ConsumptionVerified event = verification.event();
        assertThat(event.type()).isEqualTo(ProductionOrderEvent.ConsumptionVerified.TYPE);
        assertThat(changed(event)).containsExactly("consumption");
        assertThat(event.before().consumption().verification()).isNull();
        assertThat(event.after().consumption().verification()).isEqualTo(VERIFIER);
        assertThat(event.reason()).isEqualTo("Weighed");
    }

    @Test
    void aChargeIsVerifiedOnceAndOnlyAChargeOfTheOrder() {
        ProductionOrder order = inProgress();
        order.verify("con_1", VERIFIER, NOW);

        assertRefused(() -> order.verify("con_1", VERIFIER, NOW), "invalid_transition");
        assertRefused(() -> order.verify("con_9", VERIFIER, NOW), "not_found");
    }

    @Test
    void completingNeedsEveryChargeVerified() {
        ProductionOrder order = inProgress();

        assertRefused(() -> complete(order, "98", null), "consumption_unverified");
    }

    @Test
    void aYieldOutsideTheLimitsNeedsADeviation() {
        ProductionOrder order = inProgress();
        order.verify("con_1", VERIFIER, NOW);

        assertRefused(() -> complete(order, "94.999999", null), "deviation_required");
        assertRefused(() -> complete(order, "102.000001", null), "deviation_required");
    }

    @Test
    void aCompletionRecordsTheYieldAndTheDeviation() {
        ProductionOrder order = inProgress();
        order.verify("con_1", VERIFIER, NOW);

        ProductionOrderEvent.Completed completed = complete(order, "94.999999", "dev_1");

        assertThat(completed.type()).isEqualTo(ProductionOrderEvent.Completed.TYPE);
        assertThat(changed(completed)).containsExactly("status", "yield", "deviationId");
        assertThat(completed.after().yield().actualQuantity()).isEqualTo(new QuantityJson("94.999999", "kg"));
        assertThat(completed.after().yield().percent()).isEqualByComparingTo("95.000");
        assertThat(order.deviationId()).isEqualTo("dev_1");
        assertThat(order.performers()).containsExactly("usr_sup", "usr_op1", "usr_op2");
    }

    @Test
    void theYieldLimitsAreInclusiveAndCompareTheExactQuantity() {
        ProductionOrder order = planned();
        assertThat(order.withinYieldLimits(kg("95"))).isTrue();
        assertThat(order.withinYieldLimits(kg("102"))).isTrue();
        assertThat(order.withinYieldLimits(kg("94.999999"))).isFalse();
        assertThat(order.yieldOf(kg("98.5"))).isEqualByComparingTo("98.5");
    }

    @Test
    void qaReviewsACompletedBatchWithASignature() {
        ProductionOrder order = completed();

        ProductionOrderEvent.Reviewed reviewed = order.reviewed(QA, null, NOW);

        assertThat(reviewed.type()).isEqualTo(ProductionOrderEvent.Reviewed.TYPE);
        assertThat(changed(reviewed)).containsExactly("status", "review");
        assertThat(reviewed.after().review()).isEqualTo(QA);
        assertThat(reviewed.reason()).isEqualTo("Complete");
    }

    @Test
    void onlyACompletedBatchIsReviewed() {
        assertRefused(() -> inProgress().reviewed(QA, null, NOW), "invalid_transition");
    }

    @Test
    void theQpCertifiesAReviewedBatchWithASignature() {
        ProductionOrder order = reviewed();

        ProductionOrderEvent.Certified certified = order.certify(QP, NOW);

        assertThat(certified.type()).isEqualTo(ProductionOrderEvent.Certified.TYPE);
        assertThat(changed(certified)).containsExactly("status", "certification");
        assertThat(certified.after().status()).isEqualTo("certified");
        assertThat(certified.reason()).isEqualTo("Conforms");
    }

    @Test
    void onlyAReviewedBatchIsCertified() {
        assertRefused(() -> completed().certify(QP, NOW), "invalid_transition");
    }

    @Test
    void theQpRejectsACompletedBatchWithASignature() {
        ProductionOrder order = completed();

        ProductionOrderEvent.Rejected rejected = order.reject(QP, NOW);

        assertThat(rejected.type()).isEqualTo(ProductionOrderEvent.Rejected.TYPE);
        assertThat(changed(rejected)).containsExactly("status", "certification");
        assertThat(rejected.after().status()).isEqualTo("rejected");
        assertThat(order.certification().userId()).isEqualTo("usr_qp");
    }

    @Test
    void theQpRejectsAReviewedBatchButNotOneInProgress() {
        assertThat(reviewed().reject(QP, NOW).after().status()).isEqualTo("rejected");
        assertRefused(() -> planned().reject(QP, NOW), "invalid_transition");
        assertRefused(() -> inProgress().reject(QP, NOW), "invalid_transition");
    }

    @Test
    void theBatchRecordIsIssuedOnceTheBatchIsCompletedAndFromThenOn() {
        assertRefused(planned()::requireBatchRecordReady, "invalid_transition");
        assertRefused(inProgress()::requireBatchRecordReady, "invalid_transition");
        assertThatCode(completed()::requireBatchRecordReady).doesNotThrowAnyException();
        assertThatCode(reviewed()::requireBatchRecordReady).doesNotThrowAnyException();
    }
}
