package com.pharmaerp.api.production;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.production.domain.Consumption;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderData;
import com.pharmaerp.api.production.domain.RecipeSnapshot;

/** A batch's life cycle as a plain object: the moves it allows, exact yield limits, verification and performers. */
class ProductionOrderDomainTest {

    private static final Instant NOW = Instant.parse("2027-01-04T08:00:00Z");
    private static final RecipeSnapshot RECIPE = new RecipeSnapshot("rcp_1", 1, "100", "kg",
            List.of(new RecipeSnapshot.Component("mat_raw", "80", "kg")), new BigDecimal("95"), new BigDecimal("102"));
    private static final Signature VERIFIER = new Signature("usr_op2", "O. Two", "verification", "Weighed", NOW, 1);
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "review", "Complete", NOW, 5);

    private static ProductionOrder order() {
        return ProductionOrder.plan("ord_1", "B-000001", new ProductionOrderData(RECIPE, "mat_fp", kg("100")), "usr_sup", NOW);
    }

    private static Quantity kg(String value) {
        return Quantity.of(value, Unit.ofSymbol("kg").orElseThrow());
    }

    private static Consumption charge(String id, String by) {
        return new Consumption(id, "mat_raw", "80", "kg", List.of(new Consumption.Allocation("lot_1", "loc_1", "80", "mov_1")),
                null, by, null, 1, NOW, NOW);
    }

    /** Completes the order with what its own charges say of their verification. */
    private static void complete(ProductionOrder order, String kilograms, String deviation) {
        order.complete(kg(kilograms), deviation, order.consumptions.stream().filter(c -> c.verification() == null)
                .map(Consumption::id).toList(), "usr_sup", NOW);
    }

    private static void assertCode(Runnable action, String code) {
        assertThatThrownBy(action::run).isInstanceOfSatisfying(ProblemException.class,
                problem -> assertThat(problem.code().code()).isEqualTo(code));
    }

    @Test
    void aBatchMovesPlannedReleasedInProgressCompletedReviewedCertifiedAndNoOtherWay() {
        ProductionOrder order = order();
        assertCode(() -> order.consume(charge("con_1", "usr_op1"), NOW), "invalid_transition");
        order.release("lot_out", "insp_out", "usr_sup", NOW);
        assertCode(() -> order.release("lot_x", "insp_x", "usr_sup", NOW), "invalid_transition");
        order.consume(charge("con_1", "usr_op1"), NOW);
        assertThat(order.status).isEqualTo("in_progress");
        assertCode(() -> order.cancel(NOW), "invalid_transition");
        assertCode(() -> order.reviewed(QA, NOW), "invalid_transition");

        order.verify("con_1", VERIFIER, NOW);
        complete(order, "98", null);
        assertCode(() -> order.certify(QA, NOW), "invalid_transition");
        order.reviewed(QA, NOW);
        order.certify(QA, NOW);
        assertThat(order.status).isEqualTo("certified");
        assertThat(order.performers).containsExactly("usr_sup", "usr_op1", "usr_op2");
    }

    @Test
    void theBatchRecordIsIssuedOnceTheBatchIsCompletedAndFromThenOn() {
        ProductionOrder order = order();
        assertCode(order::requireBatchRecordReady, "invalid_transition");
        order.release("lot_out", "insp_out", "usr_sup", NOW);
        order.consume(charge("con_1", "usr_op1"), NOW);
        assertCode(order::requireBatchRecordReady, "invalid_transition");
        order.verify("con_1", VERIFIER, NOW);
        complete(order, "98", null);

        assertThatCode(order::requireBatchRecordReady).doesNotThrowAnyException();
        order.reviewed(QA, NOW);
        assertThatCode(order::requireBatchRecordReady).doesNotThrowAnyException();
    }

    @Test
    void completingNeedsEveryChargeVerifiedThenADeviationForAYieldOutsideTheLimits() {
        ProductionOrder order = order();
        order.release("lot_out", "insp_out", "usr_sup", NOW);
        order.consume(charge("con_1", "usr_op1"), NOW);
        assertCode(() -> complete(order, "98", null), "consumption_unverified");
        Consumption verified = order.verify("con_1", VERIFIER, NOW).verified();
        assertThat(verified.version()).isEqualTo(2);
        assertCode(() -> order.verify("con_1", VERIFIER, NOW), "invalid_transition");
        assertCode(() -> order.verify("con_9", VERIFIER, NOW), "not_found");

        assertCode(() -> complete(order, "94.999999", null), "deviation_required");
        assertCode(() -> complete(order, "102.000001", null), "deviation_required");
        complete(order, "94.999999", "dev_1");
        assertThat(order.yieldPercent).isEqualByComparingTo("95.000");
        assertThat(order.deviationId).isEqualTo("dev_1");
    }

    @Test
    void theYieldLimitsAreInclusiveAndCompareTheExactQuantity() {
        ProductionOrder order = order();
        assertThat(order.withinYieldLimits(kg("95"))).isTrue();
        assertThat(order.withinYieldLimits(kg("102"))).isTrue();
        assertThat(order.withinYieldLimits(kg("94.999999"))).isFalse();
        assertThat(order.yieldOf(kg("98.5"))).isEqualByComparingTo("98.5");
    }

    @Test
    void theQpRejectsACompletedOrReviewedBatchOnly() {
        ProductionOrder order = order();
        assertCode(() -> order.reject(QA, NOW), "invalid_transition");
        order.release("lot_out", "insp_out", "usr_sup", NOW);
        order.consume(charge("con_1", "usr_op1"), NOW);
        order.verify("con_1", VERIFIER, NOW);
        complete(order, "99", null);
        order.reject(QA, NOW);
        assertThat(order.status).isEqualTo("rejected");
        assertThat(order.certification.toJson()).contains("\"userId\":\"usr_qa\"");
    }
}
