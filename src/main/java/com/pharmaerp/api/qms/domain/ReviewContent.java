package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * What a product quality review found, one member per section in the design's order. It is stored, hashed and
 * served as these records, so its schema is declared here, once. Every section names the records it counted in
 * {@code sources}; a figure's points name theirs. Decimals are strings, as results and limits are everywhere.
 */
@Schema(name = "ProductQualityReviewContent")
public record ReviewContent(Batches batches, Yield yield, Results results, Oos oos, Deviations deviations, Capas capas,
        Complaints complaints, Returns returns, Recalls recalls, Changes changes, StartingMaterials startingMaterials,
        Equipment equipment,
        @Schema(maxItems = 20, description = "What the service holds no record of, said plainly.")
        List<@Size(max = 500) String> notCovered) {

    /** How many records had one value. */
    @Schema(name = "ProductQualityReviewCount")
    public record Count(@Schema(maxLength = 40) String key, @Schema(minimum = "0", maximum = "1000000") int count) {
    }

    @Schema(name = "ProductQualityReviewBatches", description = "Completed orders of the product whose batch was made in "
            + "the period.")
    public record Batches(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(minimum = "0", maximum = "1000000") int certified,
            @Schema(minimum = "0", maximum = "1000000") int rejected,
            @Schema(minimum = "0", maximum = "1000000", description = "Completed or reviewed, not yet certified nor rejected.")
            int open,
            @Schema(maxItems = 100000) List<Batch> items,
            @Schema(maxItems = 100000, description = "The production orders counted.") List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewBatch")
    public record Batch(@Schema(maxLength = 40) String orderId, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "completed", "reviewed", "certified", "rejected" }) String status,
            @Schema(maxLength = 40) String outputLotId, @Schema(maxLength = 20) String outputLotNumber,
            @Schema(description = "The output lot's manufacture date: the business date the order was released and its lot "
                    + "made.") LocalDate manufacturedOn,
            @Schema(maxLength = 20) String yieldPercent) {
    }

    /**
     * One figure's statistics over its points, in batch order.
     *
     * @param kind {@code yield}, {@code test}, {@code in_process_control} or {@code parameter}
     */
    @Schema(name = "ProductQualityReviewStatistic")
    public record Statistic(@Schema(enumeration = { "yield", "test", "in_process_control", "parameter" }) String kind,
            @Schema(maxLength = 100, description = "The test code, the control's test code or the parameter's name.") String code,
            @Schema(nullable = true, maxLength = 200) String name,
            @Schema(nullable = true, maxLength = 20) String unit,
            @Schema(nullable = true, maxLength = 40, description = "The lower limit in force (the newest revision's).")
            String lowerLimit,
            @Schema(nullable = true, maxLength = 40) String upperLimit,
            @Schema(minimum = "0", maximum = "1000000", description = "Valid values counted.") int n,
            @Schema(nullable = true, maxLength = 40) String mean,
            @Schema(nullable = true, maxLength = 40, description = "Sample standard deviation (n − 1).") String standardDeviation,
            @Schema(nullable = true, maxLength = 40) String minimum,
            @Schema(nullable = true, maxLength = 40) String maximum,
            @Schema(minimum = "0", maximum = "1000000", description = "Valid values outside the limits they were judged against.")
            int outside,
            @Schema(minimum = "0", maximum = "1000000", description = "Invalidated results, counted apart from n.") int invalidated,
            @Schema(nullable = true, maxLength = 40, description = "min(USL − mean, mean − LSL) / 3σ where both limits exist, "
                    + "n ≥ 2 and σ is not zero; else null.") String cpk,
            @Schema(maxItems = 100000) List<Point> points) {
    }

    /**
     * One value of a figure.
     *
     * @param source the result ({@code res_}), or the order whose step recorded it ({@code ord_})
     * @param inspectionLotId the result's inspection lot, null for a step's or a yield's value
     */
    @Schema(name = "ProductQualityReviewPoint")
    public record Point(@Schema(maxLength = 20) String batchNumber, @Schema(maxLength = 200) String value,
            boolean outside, @Schema(description = "False for an invalidated result.") boolean valid,
            @Schema(maxLength = 40) String source, @Schema(nullable = true, maxLength = 40) String inspectionLotId) {
    }

    @Schema(name = "ProductQualityReviewYield")
    public record Yield(Statistic figures,
            @Schema(maxItems = 100000, description = "The production orders whose yield is counted.")
            List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewResults")
    public record Results(
            @Schema(maxItems = 200, description = "Per test of the product's specification: release and retest results of "
                    + "the batches' output lots.") List<Statistic> tests,
            @Schema(maxItems = 1000, description = "Per in-process control and parameter the batches' steps recorded.")
            List<Statistic> inProcess,
            @Schema(maxItems = 100000, description = "The inspection lots and the orders the values came from.")
            List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewOos")
    public record Oos(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 10, description = "invalidated, confirmed, open.") List<Count> byConclusion,
            @Schema(maxItems = 20, description = "Phase I's assignable cause category; none where it found none.")
            List<Count> byCategory,
            @Schema(maxItems = 100000) List<Investigation> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewInvestigation")
    public record Investigation(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number,
            @Schema(maxLength = 40) String lotId, @Schema(maxLength = 40) String testCode,
            @Schema(enumeration = { "phase_1", "phase_2", "closed" }) String status,
            @Schema(nullable = true, enumeration = { "invalidated", "confirmed" }) String conclusion,
            @Schema(nullable = true, maxLength = 40) String category) {
    }

    @Schema(name = "ProductQualityReviewDeviations")
    public record Deviations(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 10, description = "minor, major, critical; untriaged for none yet.") List<Count> byClassification,
            @Schema(maxItems = 20, description = "Root cause categories; uninvestigated for none yet.") List<Count> byRootCause,
            @Schema(minimum = "0", maximum = "1000000", description = "Neither closed nor cancelled by the period's end.")
            int openAtPeriodEnd,
            @Schema(maxItems = 100000) List<Deviation> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewDeviation")
    public record Deviation(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "open", "investigating", "closed", "cancelled" }) String status,
            @Schema(nullable = true, maxLength = 10) LocalDate occurredOn,
            @Schema(nullable = true, enumeration = { "minor", "major", "critical" }) String classification,
            @Schema(nullable = true, maxLength = 40) String rootCauseCategory, boolean openAtPeriodEnd) {
    }

    @Schema(name = "ProductQualityReviewCapas")
    public record Capas(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 10, description = "open, implemented, closed, cancelled.") List<Count> byStatus,
            @Schema(maxItems = 10, description = "effective, ineffective; pending for no verdict yet.") List<Count> effectiveness,
            @Schema(maxItems = 100000) List<Capa> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewCapa")
    public record Capa(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number,
            @Schema(maxLength = 200) String title,
            @Schema(enumeration = { "open", "implemented", "closed", "cancelled" }) String status,
            @Schema(nullable = true, enumeration = { "effective", "ineffective" }) String verdict,
            @Schema(maxItems = 100, description = "The deviations, complaints or CAPAs of this review it names.")
            List<@Size(max = 40) String> names) {
    }

    @Schema(name = "ProductQualityReviewComplaints")
    public record Complaints(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 10) List<Count> byCategory,
            @Schema(minimum = "0", maximum = "1000000") int reportable,
            @Schema(maxItems = 100000) List<Complaint> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewComplaint")
    public record Complaint(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number, LocalDate receivedOn,
            @Schema(enumeration = { "quality_defect", "adverse_event", "suspected_falsification", "packaging", "other" })
            String category,
            @Schema(enumeration = { "open", "closed" }) String status,
            @Schema(nullable = true, maxLength = 40) String lotId,
            @Schema(nullable = true, description = "Null until assessed.") Boolean reportable,
            @Schema(nullable = true, maxLength = 10) LocalDate reportDueOn,
            @Schema(nullable = true, maxLength = 10) LocalDate reportedOn) {
    }

    @Schema(name = "ProductQualityReviewReturns")
    public record Returns(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 10) List<ReturnReason> byReason,
            @Schema(maxItems = 100000) List<Return> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewReturnReason")
    public record ReturnReason(@Schema(enumeration = { "recall", "complaint", "damaged", "commercial", "other" }) String reason,
            @Schema(minimum = "0", maximum = "1000000") int returns,
            @Schema(maxLength = 40, description = "Authorized, in the product's base unit.") String authorized,
            @Schema(maxLength = 40, description = "Received so far.") String received,
            @Schema(nullable = true, maxLength = 5) String unit) {
    }

    @Schema(name = "ProductQualityReviewReturn")
    public record Return(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "recall", "complaint", "damaged", "commercial", "other" }) String reason,
            @Schema(enumeration = { "authorized", "received", "closed" }) String status,
            @Schema(maxLength = 40) String lotId, @Schema(maxLength = 40) String authorized,
            @Schema(nullable = true, maxLength = 40) String received, @Schema(maxLength = 5) String unit) {
    }

    @Schema(name = "ProductQualityReviewRecalls")
    public record Recalls(@Schema(minimum = "0", maximum = "1000000") int count,
            @Schema(maxItems = 100000) List<Recall> items,
            @Schema(maxItems = 100000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewRecall")
    public record Recall(@Schema(maxLength = 40) String id, @Schema(maxLength = 20) String number,
            @Schema(enumeration = { "class_1", "class_2", "class_3" }) String classification,
            @Schema(enumeration = { "open", "closed" }) String status,
            @Schema(maxLength = 40, description = "The lot recalled.") String lotId,
            @Schema(maxItems = 100000, description = "The product's lots of the period it affected.")
            List<@Size(max = 40) String> productLotIds) {
    }

    @Schema(name = "ProductQualityReviewChanges")
    public record Changes(
            @Schema(maxItems = 1000, description = "Specification revisions approved in the period.") List<Revision> specifications,
            @Schema(maxItems = 1000, description = "Recipe revisions approved in the period.") List<Revision> recipes,
            @Schema(maxItems = 2000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewRevision")
    public record Revision(@Schema(maxLength = 40) String id, @Schema(minimum = "1", maximum = "1000000") int revision,
            @Schema(enumeration = { "approved", "superseded" }) String status, Instant approvedAt,
            @Schema(maxLength = 200) String approvedBy) {
    }

    @Schema(name = "ProductQualityReviewStartingMaterials")
    public record StartingMaterials(@Schema(maxItems = 1000) List<StartingMaterial> materials,
            @Schema(maxItems = 100000, description = "The suppliers, receipts and lots counted.")
            List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewStartingMaterial")
    public record StartingMaterial(@Schema(maxLength = 40) String materialId, @Schema(maxLength = 40) String code,
            @Schema(maxLength = 200) String name, @Schema(maxItems = 1000) List<Supplier> suppliers,
            @Schema(minimum = "0", maximum = "1000000") int lotsReceived,
            @Schema(minimum = "0", maximum = "1000000") int lotsRejected,
            @Schema(maxItems = 100000) List<ReceivedLot> lots) {
    }

    @Schema(name = "ProductQualityReviewSupplier")
    public record Supplier(@Schema(maxLength = 40) String id, @Schema(maxLength = 40) String code,
            @Schema(maxLength = 200) String name,
            @Schema(enumeration = { "pending", "approved", "suspended" }, description = "When the review was computed.")
            String status,
            @Schema(maxItems = 1000, description = "Approvals and suspensions in the period, oldest first.")
            List<StatusChange> statusChanges) {
    }

    @Schema(name = "ProductQualityReviewStatusChange")
    public record StatusChange(@Schema(enumeration = { "supplier.approved", "supplier.suspended" }) String action,
            Instant occurredAt, @Schema(maxLength = 40) String auditEventId) {
    }

    @Schema(name = "ProductQualityReviewReceivedLot")
    public record ReceivedLot(@Schema(maxLength = 40) String lotId, @Schema(maxLength = 20) String lotNumber,
            @Schema(maxLength = 40) String supplierId, @Schema(maxLength = 40) String receiptId, LocalDate receivedOn,
            @Schema(maxLength = 20, description = "On the business date the review was computed.") String status) {
    }

    @Schema(name = "ProductQualityReviewEquipment")
    public record Equipment(@Schema(maxItems = 10000) List<Piece> pieces,
            @Schema(maxItems = 10000) List<@Size(max = 40) String> sources) {
    }

    @Schema(name = "ProductQualityReviewPiece")
    public record Piece(@Schema(maxLength = 40) String equipmentId, @Schema(maxLength = 40) String code,
            @Schema(maxLength = 200) String name,
            @Schema(minimum = "0", maximum = "1000000", description = "Batches of the period that used it.") int batches,
            @Schema(maxItems = 1000, description = "Its calibrations that failed in the period.")
            List<FailedCalibration> failedCalibrations) {
    }

    @Schema(name = "ProductQualityReviewFailedCalibration")
    public record FailedCalibration(@Schema(maxLength = 40) String calibrationId, LocalDate performedOn) {
    }
}
