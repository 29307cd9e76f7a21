package com.pharmaerp.api.qms;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.distribution.ProductReturns;
import com.pharmaerp.api.equipment.BatchEquipment;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.MaterialSupply;
import com.pharmaerp.api.production.ProductBatches;
import com.pharmaerp.api.qms.domain.ReviewComputation;
import com.pharmaerp.api.qms.domain.ReviewContent;
import com.pharmaerp.api.quality.ProductQuality;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;

/** The sections beyond the statistics, computed from a small known record: what each counts and names, and what it leaves out. */
class ProductQualityReviewSectionsTest {

    private static final LocalDate FROM = LocalDate.parse("2026-01-01");
    private static final LocalDate TO = LocalDate.parse("2026-06-30");
    private static final Instant IN = Instant.parse("2026-03-01T10:00:00Z");
    private static final Instant AFTER = Instant.parse("2026-07-02T10:00:00Z");

    private static ReviewContent content() {
        List<LotFacts> lots = List.of(new LotFacts("lot_1", "L-000001", "mat_p", "production", "ord_1", null,
                LocalDate.parse("2026-02-01"), LocalDate.parse("2029-02-01"), LocalDate.parse("2028-02-01"), "released"),
                new LotFacts("lot_2", "L-000002", "mat_p", "production", "ord_2", null, LocalDate.parse("2026-03-01"),
                        LocalDate.parse("2029-03-01"), LocalDate.parse("2028-03-01"), "quarantine"));
        List<ProductBatches.Batch> batches = List.of(batch("ord_1", "rejected", "lot_1"), batch("ord_2", "reviewed", "lot_2"));
        List<ProductQuality.Investigation> oos = List.of(new ProductQuality.Investigation("oos_1", "OOS-000001", "lot_1", "ASSAY",
                "closed", "invalidated", "instrument"), new ProductQuality.Investigation("oos_2", "OOS-000002", "lot_2", "ASSAY",
                        "phase_1", null, null));
        List<ProductQuality.Deviation> deviations = List.of(
                new ProductQuality.Deviation("dev_1", "DEV-000001", "closed", LocalDate.parse("2026-02-01"), "major",
                        "equipment", IN),
                new ProductQuality.Deviation("dev_2", "DEV-000002", "closed", LocalDate.parse("2026-06-01"), "minor", null, AFTER),
                new ProductQuality.Deviation("dev_3", "DEV-000003", "open", LocalDate.parse("2026-07-01"), null, null, null));
        List<ReviewContent.Capa> capas = List.of(new ReviewContent.Capa("cap_1", "CAPA-000001", "Seals", "closed", "effective",
                List.of("dev_1")), new ReviewContent.Capa("cap_2", "CAPA-000002", "Follow-up", "open", null, List.of("cap_1")));
        List<ReviewContent.Complaint> complaints = List.of(new ReviewContent.Complaint("cmp_1", "CMP-000001",
                LocalDate.parse("2026-04-01"), "packaging", "open", "lot_2", true, LocalDate.parse("2026-04-16"), null));
        List<ProductReturns.ReturnLine> returns = List.of(
                new ProductReturns.ReturnLine("ret_1", "RET-000001", "damaged", "received", "lot_1", new BigDecimal("5"),
                        new BigDecimal("4.5"), "kg"),
                new ProductReturns.ReturnLine("ret_1", "RET-000001", "damaged", "received", "lot_2", new BigDecimal("1"),
                        new BigDecimal("1"), "kg"),
                new ProductReturns.ReturnLine("ret_2", "RET-000002", "recall", "authorized", "lot_1", new BigDecimal("2"), null,
                        "kg"),
                new ProductReturns.ReturnLine("ret_3", "RET-000003", "other", "received", "lot_9", BigDecimal.ONE, BigDecimal.ONE,
                        "kg"));
        List<ReviewContent.Recall> recalls = List.of(new ReviewContent.Recall("rcl_1", "RC-000001", "class_2", "open", "lot_raw",
                List.of("lot_1")));
        Signature in = new Signature("usr_qa", "Q. A.", "approval", "Approved", IN, 1);
        Signature after = new Signature("usr_qa", "Q. A.", "approval", "Approved", AFTER, 1);
        List<ProductQuality.SpecifiedTest> tests = List.of(
                new ProductQuality.SpecifiedTest("spec_1", 1, "superseded", "ASSAY", "Assay", "numeric", "98", "102", "%", in),
                new ProductQuality.SpecifiedTest("spec_2", 2, "approved", "ASSAY", "Assay", "numeric", "97", "103", "%", after));
        List<ProductBatches.RecipeRevision> recipes = List.of(new ProductBatches.RecipeRevision("rcp_1", 1, "approved", in));
        List<MaterialSupply.ApprovedSupplier> suppliers = List.of(new MaterialSupply.ApprovedSupplier("sup_1", "SUP-1", "Acme",
                "suspended", List.of("mat_raw")), new MaterialSupply.ApprovedSupplier("sup_2", "SUP-2", "Other", "approved",
                        List.of("mat_other")));
        List<MaterialSupply.StatusChange> changes = List.of(new MaterialSupply.StatusChange("sup_1", "supplier.suspended", IN,
                "evt_1"));
        List<MaterialSupply.ReceivedLot> received = List.of(
                new MaterialSupply.ReceivedLot("gr_1", "GR-000001", LocalDate.parse("2026-01-10"), "sup_1", "mat_raw", "lot_r1"),
                new MaterialSupply.ReceivedLot("gr_2", "GR-000002", LocalDate.parse("2026-02-10"), "sup_1", "mat_raw", "lot_r2"));
        Map<String, LotFacts> receivedLots = Map.of("lot_r1", rawLot("lot_r1", "released"), "lot_r2", rawLot("lot_r2", "rejected"));
        List<BatchEquipment.Piece> equipment = List.of(new BatchEquipment.Piece("eq_1", "GRN-1", "Granulator",
                List.of("ord_1", "ord_2", "ord_old"), List.of(new BatchEquipment.FailedCalibration("cal_1",
                        LocalDate.parse("2026-05-01")))));
        return ReviewComputation.compute(new ReviewComputation.Found(FROM, TO, lots, batches, List.of(), List.of(), tests, oos,
                deviations, capas, complaints, returns, recalls, recipes, Map.of("mat_raw", new MaterialName("mat_raw", "RAW-1",
                        "Ibuprofen", "raw")), suppliers, changes, received, receivedLots, equipment));
    }

    private static ProductBatches.Batch batch(String order, String status, String lot) {
        return new ProductBatches.Batch(order, order.replace("ord_", "B-00000"), status, lot, new BigDecimal("99.000"), "rcp_1", 1,
                new BigDecimal("95"), new BigDecimal("102"), null, List.of("mat_raw"));
    }

    private static LotFacts rawLot(String id, String status) {
        return new LotFacts(id, id.replace("lot_r", "L-10000"), "mat_raw", "receipt", "gr_1", "S-1", LocalDate.parse("2026-01-01"),
                LocalDate.parse("2029-01-01"), LocalDate.parse("2027-01-01"), status);
    }

    @Test
    void batchesAreCountedByStatusAndInvestigationsByConclusionAndCategory() {
        ReviewContent content = content();

        assertThat(content.batches().rejected()).isEqualTo(1);
        assertThat(content.batches().open()).isEqualTo(1);
        assertThat(content.batches().items()).extracting(ReviewContent.Batch::manufacturedOn)
                .containsExactly(LocalDate.parse("2026-02-01"), LocalDate.parse("2026-03-01"));
        assertThat(content.oos().byConclusion()).containsExactly(new ReviewContent.Count("invalidated", 1),
                new ReviewContent.Count("confirmed", 0), new ReviewContent.Count("open", 1));
        assertThat(content.oos().byCategory()).containsExactly(new ReviewContent.Count("instrument", 1),
                new ReviewContent.Count("none", 1));
    }

    @Test
    void aDeviationIsOpenAtThePeriodsEndWhenItHadOccurredAndWasNotYetClosed() {
        ReviewContent.Deviations deviations = content().deviations();

        assertThat(deviations.items()).extracting(ReviewContent.Deviation::openAtPeriodEnd).containsExactly(false, true, false);
        assertThat(deviations.openAtPeriodEnd()).isEqualTo(1);
        assertThat(deviations.byClassification()).containsExactly(new ReviewContent.Count("minor", 1),
                new ReviewContent.Count("major", 1), new ReviewContent.Count("critical", 0), new ReviewContent.Count("untriaged", 1));
        assertThat(deviations.byRootCause()).containsExactly(new ReviewContent.Count("equipment", 1),
                new ReviewContent.Count("uninvestigated", 2));
    }

    @Test
    void capasComplaintsReturnsAndRecallsAreCountedWithWhatTheyName() {
        ReviewContent content = content();

        assertThat(content.capas().effectiveness()).containsExactly(new ReviewContent.Count("effective", 1),
                new ReviewContent.Count("ineffective", 0), new ReviewContent.Count("pending", 1));
        assertThat(content.complaints().reportable()).isEqualTo(1);
        assertThat(content.returns().count()).as("returns of the period's lots only").isEqualTo(2);
        assertThat(content.returns().sources()).containsExactly("ret_1", "ret_2");
        assertThat(content.returns().byReason()).filteredOn(reason -> reason.reason().equals("damaged")).singleElement()
                .satisfies(damaged -> {
                    assertThat(damaged.returns()).isEqualTo(1);
                    assertThat(damaged.authorized()).isEqualTo("6");
                    assertThat(damaged.received()).isEqualTo("5.5");
                });
        assertThat(content.recalls().sources()).containsExactly("rcl_1");
    }

    @Test
    void changesAreTheRevisionsApprovedInThePeriod() {
        ReviewContent.Changes changes = content().changes();

        assertThat(changes.specifications()).extracting(ReviewContent.Revision::id).containsExactly("spec_1");
        assertThat(changes.recipes()).extracting(ReviewContent.Revision::id).containsExactly("rcp_1");
        assertThat(changes.sources()).containsExactly("spec_1", "rcp_1");
    }

    @Test
    void startingMaterialsNameTheirSuppliersChangesAndRejectedLotsAndEquipmentItsFailedCalibrations() {
        ReviewContent content = content();

        ReviewContent.StartingMaterial raw = content.startingMaterials().materials().get(0);
        assertThat(raw.code()).isEqualTo("RAW-1");
        assertThat(raw.suppliers()).extracting(ReviewContent.Supplier::id).containsExactly("sup_1");
        assertThat(raw.suppliers().get(0).statusChanges()).extracting(ReviewContent.StatusChange::action)
                .containsExactly("supplier.suspended");
        assertThat(raw.lotsReceived()).isEqualTo(2);
        assertThat(raw.lotsRejected()).isEqualTo(1);
        assertThat(content.startingMaterials().sources()).containsExactly("sup_1", "gr_1", "lot_r1", "gr_2", "lot_r2");
        assertThat(content.equipment().pieces()).singleElement().satisfies(piece -> {
            assertThat(piece.batches()).as("the period's batches only").isEqualTo(2);
            assertThat(piece.failedCalibrations()).extracting(ReviewContent.FailedCalibration::calibrationId)
                    .containsExactly("cal_1");
        });
    }
}
