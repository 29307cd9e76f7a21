package com.pharmaerp.api.qms.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.pharmaerp.api.distribution.ProductReturns;
import com.pharmaerp.api.equipment.BatchEquipment;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.MaterialSupply;
import com.pharmaerp.api.production.ProductBatches;
import com.pharmaerp.api.quality.ProductQuality;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;

/**
 * Computes a product quality review's content from what the modules hold of the product over the period
 * (docs/design/product-quality-review.md, "Content"): plain Java over records read set-based, so the same records
 * always give the same content, and so the same SHA-256.
 */
public final class ReviewComputation {

    /** What the service holds no record of: the review says so rather than leave a reader to guess. */
    public static final List<String> NOT_COVERED = List.of(
            "Stability: the service holds no stability study, time point or trend; the stability programme is reviewed "
                    + "from its own records.",
            "Environmental monitoring: no room, air, surface or water sample is recorded here.",
            "Utilities and premises: no qualification or monitoring of water, HVAC, compressed air or rooms is recorded.",
            "Validation status: process and cleaning validation and their protocols are not recorded.",
            "Marketing authorisation variations and commitments are not recorded.",
            "Technical agreements with contract givers and acceptors are not recorded.",
            "Starting materials are counted by lot and supplier; certificates of suppliers and audits are not recorded.");

    /** Everything the review counts, as the modules' ports and the qms' own reads returned it. */
    public record Found(LocalDate from, LocalDate to, List<LotFacts> lots, List<ProductBatches.Batch> batches,
            List<ProductBatches.StepValue> stepValues, List<ProductQuality.Result> results,
            List<ProductQuality.SpecifiedTest> specifiedTests, List<ProductQuality.Investigation> investigations,
            List<ProductQuality.Deviation> deviations, List<ReviewContent.Capa> capas,
            List<ReviewContent.Complaint> complaints, List<ProductReturns.ReturnLine> returnLines,
            List<ReviewContent.Recall> recalls, List<ProductBatches.RecipeRevision> recipeRevisions,
            Map<String, MaterialName> components, List<MaterialSupply.ApprovedSupplier> suppliers,
            List<MaterialSupply.StatusChange> supplierChanges, List<MaterialSupply.ReceivedLot> received, Map<String, LotFacts> receivedLots,
            List<BatchEquipment.Piece> equipment) {
    }

    private static final List<String> CLASSIFICATIONS = List.of("minor", "major", "critical", "untriaged");
    private static final List<String> CONCLUSIONS = List.of("invalidated", "confirmed", "open");
    private static final List<String> CAPA_STATUSES = List.of("open", "implemented", "closed", "cancelled");
    private static final List<String> VERDICTS = List.of("effective", "ineffective", "pending");
    private static final List<String> COMPLAINT_CATEGORIES = List.of("quality_defect", "adverse_event",
            "suspected_falsification", "packaging", "other");
    private static final List<String> RETURN_REASONS = List.of("recall", "complaint", "damaged", "commercial", "other");

    private final Found found;
    /** The batches in the order the review lists them: by manufacture date, then lot number. */
    private final List<Batch> batches = new ArrayList<>();
    private final Map<String, Batch> byOrder = new HashMap<>();
    private final Map<String, Batch> byLot = new HashMap<>();

    /** A batch of the period: its order and its output lot, at its place in the review's order. */
    private record Batch(int index, ProductBatches.Batch order, LotFacts lot) {
    }

    private ReviewComputation(Found found) {
        this.found = found;
        Map<String, ProductBatches.Batch> orders = found.batches().stream().collect(Collectors.toMap(
                ProductBatches.Batch::orderId, Function.identity()));
        for (LotFacts lot : found.lots()) {
            ProductBatches.Batch order = orders.get(lot.sourceId());
            if (order != null && lot.id().equals(order.outputLotId())) {
                Batch batch = new Batch(batches.size(), order, lot);
                batches.add(batch);
                byOrder.put(order.orderId(), batch);
                byLot.put(lot.id(), batch);
            }
        }
    }

    /** The content of the review of what was found. */
    public static ReviewContent compute(Found found) {
        return new ReviewComputation(found).content();
    }

    /** The ids of the period's production orders and their output lots, as deviations name them. */
    public static List<String> batchRecords(List<LotFacts> lots) {
        return lots.stream().flatMap(lot -> Stream.of(lot.sourceId(), lot.id())).toList();
    }

    private ReviewContent content() {
        return new ReviewContent(batchesSection(), yieldSection(), results(), oos(), deviations(), capas(), complaints(), returns(),
                recalls(), changes(), startingMaterials(), equipment(), NOT_COVERED);
    }

    private ReviewContent.Batches batchesSection() {
        List<ReviewContent.Batch> items = batches.stream().map(b -> new ReviewContent.Batch(b.order().orderId(),
                b.order().number(), b.order().status(), b.lot().id(), b.lot().number(), b.lot().manufacturedOn(),
                plain(b.order().yieldPercent()))).toList();
        int certified = (int) items.stream().filter(b -> b.status().equals("certified")).count();
        int rejected = (int) items.stream().filter(b -> b.status().equals("rejected")).count();
        return new ReviewContent.Batches(items.size(), certified, rejected, items.size() - certified - rejected, items,
                items.stream().map(ReviewContent.Batch::orderId).toList());
    }

    private ReviewContent.Yield yieldSection() {
        List<ReviewContent.Point> points = new ArrayList<>();
        List<BigDecimal> values = new ArrayList<>();
        for (Batch batch : batches) {
            ProductBatches.Batch order = batch.order();
            values.add(order.yieldPercent());
            points.add(new ReviewContent.Point(order.number(), plain(order.yieldPercent()),
                    outside(order.yieldPercent(), order.minYieldPercent(), order.maxYieldPercent()), true, order.orderId(),
                    null));
        }
        ProductBatches.Batch last = batches.isEmpty() ? null : batches.get(batches.size() - 1).order();
        BigDecimal lower = last == null ? null : last.minYieldPercent();
        BigDecimal upper = last == null ? null : last.maxYieldPercent();
        // The design gives a yield no Cpk: its limits bound the figures without entering them.
        ReviewContent.Statistic statistic = statistic("yield", "yield", "Yield", "%", lower, upper,
                Statistics.of(values, null, null), points, 0, outside(points));
        return new ReviewContent.Yield(statistic, batches.stream().map(b -> b.order().orderId()).toList());
    }

    private ReviewContent.Results results() {
        List<ReviewContent.Statistic> tests = new ArrayList<>();
        Map<String, ProductQuality.SpecifiedTest> inForce = testsInForce();
        Map<String, List<ProductQuality.Result>> byTest = new LinkedHashMap<>();
        inForce.keySet().forEach(code -> byTest.put(code, new ArrayList<>()));
        found.results().stream().filter(r -> byLot.containsKey(r.lotId()))
                .sorted(Comparator.comparingInt((ProductQuality.Result r) -> byLot.get(r.lotId()).index())
                        .thenComparing(ProductQuality.Result::enteredAt).thenComparing(ProductQuality.Result::resultId))
                .forEach(r -> byTest.computeIfAbsent(r.testCode(), code -> new ArrayList<>()).add(r));
        byTest.forEach((code, results) -> tests.add(test(code, inForce.get(code), results)));

        Map<String, List<ProductBatches.StepValue>> byStep = new LinkedHashMap<>();
        found.stepValues().stream().filter(v -> byOrder.containsKey(v.orderId()))
                .sorted(Comparator.comparingInt((ProductBatches.StepValue v) -> byOrder.get(v.orderId()).index())
                        .thenComparing(ProductBatches.StepValue::performedAt))
                .forEach(v -> byStep.computeIfAbsent(v.kind() + "\u0000" + v.name(), key -> new ArrayList<>()).add(v));
        List<ReviewContent.Statistic> inProcess = byStep.values().stream().map(this::inProcess).toList();

        Set<String> sources = new LinkedHashSet<>();
        byTest.values().forEach(results -> results.forEach(r -> sources.add(r.inspectionLotId())));
        byStep.values().forEach(values -> values.forEach(v -> sources.add(v.orderId())));
        return new ReviewContent.Results(tests, inProcess, List.copyOf(sources));
    }

    /**
     * The tests whose limits the review reports, by code: those of the newest specification revision the results were
     * judged against, or of the newest approved revision where none was; codes of older revisions follow.
     */
    private Map<String, ProductQuality.SpecifiedTest> testsInForce() {
        Set<String> used = found.results().stream().filter(r -> byLot.containsKey(r.lotId()))
                .map(ProductQuality.Result::specificationId).filter(Objects::nonNull).collect(Collectors.toSet());
        List<ProductQuality.SpecifiedTest> candidates = found.specifiedTests().stream()
                .filter(t -> used.isEmpty() ? t.status().equals("approved") : used.contains(t.specificationId()))
                .sorted(Comparator.comparingInt(ProductQuality.SpecifiedTest::revision).reversed()).toList();
        Map<String, ProductQuality.SpecifiedTest> inForce = new LinkedHashMap<>();
        candidates.forEach(test -> inForce.putIfAbsent(test.code(), test));
        return inForce;
    }

    private ReviewContent.Statistic test(String code, ProductQuality.SpecifiedTest specified, List<ProductQuality.Result> results) {
        boolean numeric = specified != null && specified.kind().equals("numeric");
        List<ReviewContent.Point> points = new ArrayList<>();
        List<BigDecimal> values = new ArrayList<>();
        int outside = 0;
        int invalidated = 0;
        for (ProductQuality.Result result : results) {
            boolean fails = result.outcome().equals("fail");
            if (result.valid()) {
                outside += fails ? 1 : 0;
                if (numeric) {
                    values.add(new BigDecimal(result.value()));
                }
            } else {
                invalidated++;
            }
            points.add(new ReviewContent.Point(byLot.get(result.lotId()).order().number(), result.value(), fails,
                    result.valid(), result.resultId(), result.inspectionLotId()));
        }
        BigDecimal lower = specified == null ? null : decimal(specified.min());
        BigDecimal upper = specified == null ? null : decimal(specified.max());
        Statistics figures = numeric ? Statistics.of(values, lower, upper)
                : new Statistics((int) results.stream().filter(ProductQuality.Result::valid).count(), null, null, null, null,
                        null);
        return statistic("test", code, specified == null ? null : specified.name(), specified == null ? null : specified.unit(),
                lower, upper, figures, points, invalidated, outside);
    }

    /** A parameter's or in-process control's values, each judged against the limits its own step gave. */
    private ReviewContent.Statistic inProcess(List<ProductBatches.StepValue> values) {
        ProductBatches.StepValue newest = values.get(values.size() - 1);
        List<ReviewContent.Point> points = values.stream().map(v -> new ReviewContent.Point(byOrder.get(v.orderId()).order()
                .number(), plain(v.value()), outside(v.value(), v.min(), v.max()), true, v.orderId(), null)).toList();
        return statistic(newest.kind(), newest.name(), null, newest.unit(), newest.min(), newest.max(),
                Statistics.of(values.stream().map(ProductBatches.StepValue::value).toList(), newest.min(), newest.max()),
                points, 0, outside(points));
    }

    private static int outside(List<ReviewContent.Point> points) {
        return (int) points.stream().filter(ReviewContent.Point::outside).count();
    }

    private static ReviewContent.Statistic statistic(String kind, String code, String name, String unit, BigDecimal lower,
            BigDecimal upper, Statistics figures, List<ReviewContent.Point> points, int invalidated, int outside) {
        return new ReviewContent.Statistic(kind, code, name, unit, plain(lower), plain(upper), figures.n(),
                plain(figures.mean()), plain(figures.standardDeviation()), plain(figures.minimum()), plain(figures.maximum()),
                outside, invalidated, plain(figures.cpk()), points);
    }

    private ReviewContent.Oos oos() {
        List<ReviewContent.Investigation> items = found.investigations().stream().map(i -> new ReviewContent.Investigation(
                i.id(), i.number(), i.lotId(), i.testCode(), i.status(), i.conclusion(), i.category())).toList();
        return new ReviewContent.Oos(items.size(), counts(items.stream().map(i -> i.conclusion() == null ? "open"
                : i.conclusion()), CONCLUSIONS), counts(items.stream().map(i -> i.category() == null ? "none" : i.category()),
                        List.of()), items, ids(items, ReviewContent.Investigation::id));
    }

    private ReviewContent.Deviations deviations() {
        List<ReviewContent.Deviation> items = found.deviations().stream().map(d -> new ReviewContent.Deviation(d.id(),
                d.number(), d.status(), d.occurredOn(), d.classification(), d.rootCauseCategory(), openAtPeriodEnd(d)))
                .toList();
        return new ReviewContent.Deviations(items.size(), counts(items.stream().map(d -> d.classification() == null
                ? "untriaged" : d.classification()), CLASSIFICATIONS), counts(items.stream().map(d -> d.rootCauseCategory()
                        == null ? "uninvestigated" : d.rootCauseCategory()), List.of()),
                (int) items.stream().filter(ReviewContent.Deviation::openAtPeriodEnd).count(), items,
                ids(items, ReviewContent.Deviation::id));
    }

    /** Open at the period's end: it had occurred by then (or says not when) and was not closed nor cancelled by then. */
    private boolean openAtPeriodEnd(ProductQuality.Deviation deviation) {
        boolean begun = deviation.occurredOn() == null || !deviation.occurredOn().isAfter(found.to());
        return begun && (deviation.endedAt() == null || utcDate(deviation.endedAt()).isAfter(found.to()));
    }

    private ReviewContent.Capas capas() {
        List<ReviewContent.Capa> items = found.capas();
        return new ReviewContent.Capas(items.size(), counts(items.stream().map(ReviewContent.Capa::status), CAPA_STATUSES),
                counts(items.stream().map(c -> c.verdict() == null ? "pending" : c.verdict()), VERDICTS), items,
                ids(items, ReviewContent.Capa::id));
    }

    private ReviewContent.Complaints complaints() {
        List<ReviewContent.Complaint> items = found.complaints();
        return new ReviewContent.Complaints(items.size(), counts(items.stream().map(ReviewContent.Complaint::category),
                COMPLAINT_CATEGORIES), (int) items.stream().filter(c -> Boolean.TRUE.equals(c.reportable())).count(), items,
                ids(items, ReviewContent.Complaint::id));
    }

    private ReviewContent.Returns returns() {
        List<ReviewContent.Return> items = found.returnLines().stream().filter(line -> byLot.containsKey(line.lotId()))
                .map(line -> new ReviewContent.Return(line.returnId(), line.number(), line.reason(), line.status(), line.lotId(),
                        plain(line.quantity()), plain(line.receivedQuantity()), line.unit())).toList();
        String unit = items.isEmpty() ? null : items.get(0).unit();
        List<ReviewContent.ReturnReason> byReason = RETURN_REASONS.stream().map(reason -> {
            List<ReviewContent.Return> of = items.stream().filter(r -> r.reason().equals(reason)).toList();
            return new ReviewContent.ReturnReason(reason, (int) of.stream().map(ReviewContent.Return::id).distinct().count(),
                    plain(sum(of.stream().map(ReviewContent.Return::authorized))),
                    plain(sum(of.stream().map(ReviewContent.Return::received))), unit);
        }).toList();
        return new ReviewContent.Returns((int) items.stream().map(ReviewContent.Return::id).distinct().count(), byReason,
                items, ids(items, ReviewContent.Return::id));
    }

    private ReviewContent.Recalls recalls() {
        return new ReviewContent.Recalls(found.recalls().size(), found.recalls(), ids(found.recalls(),
                ReviewContent.Recall::id));
    }

    private ReviewContent.Changes changes() {
        Map<String, ReviewContent.Revision> specifications = new LinkedHashMap<>();
        found.specifiedTests().stream().filter(t -> approvedInPeriod(t.approval())).forEach(t -> specifications.putIfAbsent(
                t.specificationId(), revision(t.specificationId(), t.revision(), t.status(), t.approval())));
        List<ReviewContent.Revision> recipes = found.recipeRevisions().stream().filter(r -> approvedInPeriod(r.approval()))
                .map(r -> revision(r.recipeId(), r.revision(), r.status(), r.approval())).toList();
        List<ReviewContent.Revision> specs = List.copyOf(specifications.values());
        return new ReviewContent.Changes(specs, recipes, Stream.concat(specs.stream(), recipes.stream())
                .map(ReviewContent.Revision::id).toList());
    }

    private boolean approvedInPeriod(Signature approval) {
        return approval != null && within(utcDate(approval.signedAt()));
    }

    private static ReviewContent.Revision revision(String id, int revision, String status, Signature approval) {
        return new ReviewContent.Revision(id, revision, status, approval.signedAt(), approval.printedName());
    }

    private ReviewContent.StartingMaterials startingMaterials() {
        Set<String> materialIds = new LinkedHashSet<>();
        batches.forEach(b -> materialIds.addAll(b.order().componentMaterialIds()));
        Map<String, List<ReviewContent.StatusChange>> changes = new HashMap<>();
        found.supplierChanges().forEach(change -> changes.computeIfAbsent(change.supplierId(), id -> new ArrayList<>())
                .add(new ReviewContent.StatusChange(change.action(), change.occurredAt(), change.auditEventId())));
        Set<String> sources = new LinkedHashSet<>();
        List<ReviewContent.StartingMaterial> materials = new ArrayList<>();
        for (String materialId : materialIds) {
            MaterialName name = found.components().get(materialId);
            List<ReviewContent.Supplier> suppliers = found.suppliers().stream()
                    .filter(s -> s.approvedMaterialIds().contains(materialId))
                    .map(s -> new ReviewContent.Supplier(s.id(), s.code(), s.name(), s.status(),
                            changes.getOrDefault(s.id(), List.of()))).toList();
            List<ReviewContent.ReceivedLot> lots = found.received().stream().filter(r -> r.materialId().equals(materialId))
                    .map(r -> {
                        LotFacts lot = found.receivedLots().get(r.lotId());
                        return new ReviewContent.ReceivedLot(r.lotId(), lot == null ? null : lot.number(), r.supplierId(),
                                r.receiptId(), r.receivedOn(), lot == null ? null : lot.status());
                    }).toList();
            suppliers.forEach(s -> sources.add(s.id()));
            lots.forEach(l -> {
                sources.add(l.receiptId());
                sources.add(l.lotId());
            });
            materials.add(new ReviewContent.StartingMaterial(materialId, name == null ? null : name.code(),
                    name == null ? null : name.name(), suppliers, lots.size(),
                    (int) lots.stream().filter(l -> "rejected".equals(l.status())).count(), lots));
        }
        return new ReviewContent.StartingMaterials(materials, List.copyOf(sources));
    }

    private ReviewContent.Equipment equipment() {
        List<ReviewContent.Piece> pieces = found.equipment().stream().map(p -> new ReviewContent.Piece(p.equipmentId(), p.code(),
                p.name(), (int) p.orderIds().stream().filter(byOrder::containsKey).count(), p.failedCalibrations().stream()
                        .map(c -> new ReviewContent.FailedCalibration(c.calibrationId(), c.performedOn())).toList())).toList();
        return new ReviewContent.Equipment(pieces, ids(pieces, ReviewContent.Piece::equipmentId));
    }

    /** The keys in the order given (zero counts too), then any others alphabetically. */
    private static List<ReviewContent.Count> counts(Stream<String> keys, List<String> order) {
        Map<String, Integer> counted = new TreeMap<>();
        keys.forEach(key -> counted.merge(key, 1, Integer::sum));
        List<ReviewContent.Count> counts = new ArrayList<>();
        order.forEach(key -> counts.add(new ReviewContent.Count(key, counted.getOrDefault(key, 0))));
        counted.forEach((key, count) -> {
            if (!order.contains(key)) {
                counts.add(new ReviewContent.Count(key, count));
            }
        });
        return counts;
    }

    private static <T> List<String> ids(List<T> items, Function<T, String> id) {
        return items.stream().map(id).distinct().toList();
    }

    private boolean within(LocalDate date) {
        return !date.isBefore(found.from()) && !date.isAfter(found.to());
    }

    private static LocalDate utcDate(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC).toLocalDate();
    }

    private static boolean outside(BigDecimal value, BigDecimal lower, BigDecimal upper) {
        return value != null && (lower != null && value.compareTo(lower) < 0 || upper != null && value.compareTo(upper) > 0);
    }

    private static BigDecimal sum(Stream<String> values) {
        return values.filter(Objects::nonNull).map(BigDecimal::new).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    private static BigDecimal decimal(String value) {
        return value == null ? null : new BigDecimal(value);
    }

    private static String plain(BigDecimal value) {
        return value == null ? null : value.toPlainString();
    }
}
