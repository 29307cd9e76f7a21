package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * A physical inventory of one location: the book of every lot in it, frozen when the count opens,
 * and what was counted on the shelf. counting → posted (each difference an adjustment movement) |
 * cancelled; while counting, nothing moves into or out of the location (the database refuses it).
 */
public final class InventoryCount {

    public static final String ID_PREFIX = "cnt";
    public static final String NUMBER_PREFIX = "IC";
    public static final String NOUN = "inventory_count";

    public enum Status {
        COUNTING, POSTED, CANCELLED;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * A lot of the count: its book quantity (0 for a lot found on the shelf but not in the book) and
     * what was counted, in the material's base unit.
     *
     * @param countedQuantity null until counted
     * @param countedBy who entered the count last; null until counted
     */
    public record Line(int lineNo, String lotId, String materialId, BigDecimal bookQuantity, String unit,
            BigDecimal countedQuantity, String countedBy) {

        /** Counted minus book; null until counted. */
        public BigDecimal difference() {
            return countedQuantity == null ? null : countedQuantity.subtract(bookQuantity);
        }

        Line counted(BigDecimal quantity, String userId) {
            return new Line(lineNo, lotId, materialId, bookQuantity, unit, quantity, userId);
        }
    }

    /** A lot's balance in the location when the count opened. */
    public record Book(String lotId, String materialId, BigDecimal quantity, String unit) {
    }

    /** What was counted of a line, in any unit that converts to the line's. */
    public record Entry(int lineNo, QuantityJson quantity) {
    }

    /** A lot found on the shelf that the book does not list, with what was counted of it. */
    public record Found(Lot lot, QuantityJson quantity) {
    }

    private final String id;
    private int version;
    private final Instant createdAt;
    private Instant updatedAt;
    private String number;
    private final String locationId;
    private Status status;
    private final List<Line> lines;
    private final String openedBy;
    /** The signature that posted it; null unless posted. */
    private Signature posting;
    /** The adjustment movements its posting made, one per non-zero difference, by line. */
    private List<String> adjustmentMovementIds;

    private InventoryCount(String id, int version, Instant createdAt, Instant updatedAt, String number, String locationId,
            Status status, List<Line> lines, String openedBy) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.number = number;
        this.locationId = locationId;
        this.status = status;
        this.lines = new ArrayList<>(lines);
        this.openedBy = openedBy;
        this.adjustmentMovementIds = List.of();
    }

    /** A new count of the location at version 1, one line per lot of the book, in the order given. */
    public static InventoryCount open(String id, String locationId, List<Book> book, String openedBy, Instant now) {
        List<Line> lines = new ArrayList<>();
        for (Book entry : book) {
            lines.add(new Line(lines.size() + 1, entry.lotId(), entry.materialId(), entry.quantity(), entry.unit(), null, null));
        }
        return new InventoryCount(id, 1, now, now, null, locationId, Status.COUNTING, lines, openedBy);
    }

    /** A count as it was stored. */
    public static InventoryCount rehydrate(String id, int version, Instant createdAt, Instant updatedAt, String number,
            String locationId, Status status, List<Line> lines, String openedBy, Signature posting,
            List<String> adjustmentMovementIds) {
        InventoryCount count = new InventoryCount(id, version, createdAt, updatedAt, number, locationId, status, lines,
                openedBy);
        count.posting = posting;
        count.adjustmentMovementIds = List.copyOf(adjustmentMovementIds);
        return count;
    }

    /** The number the insert gave it, and its opening's event with every line of the book. */
    public InventoryCountEvent.Created numbered(String given) {
        if (number != null) {
            throw new IllegalStateException("count " + id + " is already numbered " + number);
        }
        number = given;
        return new InventoryCountEvent.Created(id, state(lines));
    }

    /**
     * Records counted quantities: each entry replaces its line's count; each found lot is a new line
     * with a book of 0. The event carries the lines entered, not the others.
     *
     * @param counts in the order given; a line entered twice keeps the later count
     * @throws Refusal invalid_transition unless counting; validation_failed for an unknown line number, a
     *         found lot that already has a line; unit_mismatch for a quantity of another dimension
     */
    public InventoryCountEvent.Counted enter(List<Entry> counts, List<Found> found, String userId, Instant now) {
        requireCounting("only a count in progress takes counts");
        List<Line> before = new ArrayList<>();
        List<Line> after = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            int lineNo = counts.get(i).lineNo();
            if (lineNo < 1 || lineNo > lines.size()) {
                throw invalid("counts[" + i + "].lineNo", "no line " + lineNo + " in count " + number);
            }
            Line line = lines.get(lineNo - 1);
            Line counted = line.counted(counts.get(i).quantity().in(Unit.ofSymbol(line.unit()).orElseThrow(),
                    "counts[" + i + "].quantity").value(), userId);
            lines.set(lineNo - 1, counted);
            before.add(line);
            after.add(counted);
        }
        for (int i = 0; i < found.size(); i++) {
            Lot lot = found.get(i).lot();
            if (lines.stream().anyMatch(line -> line.lotId().equals(lot.id()))) {
                throw invalid("extra[" + i + "].lotId", "lot " + lot.number() + " already has a line: count it by lineNo");
            }
            Line line = new Line(lines.size() + 1, lot.id(), lot.materialId(), BigDecimal.ZERO, lot.unit(),
                    found.get(i).quantity().in(Unit.ofSymbol(lot.unit()).orElseThrow(), "extra[" + i + "].quantity").value(),
                    userId);
            lines.add(line);
            after.add(line);
        }
        counted(now);
        return new InventoryCountEvent.Counted(id, state(before), state(after));
    }

    /**
     * Posted with the signature: every line must be counted. The caller posts one adjustment
     * movement per non-zero difference ({@link #differences}) and names them to {@link #post}.
     *
     * @throws Refusal invalid_transition unless counting; count_incomplete
     */
    public void requirePostable() {
        requireCounting("only a count in progress is posted");
        List<Integer> uncounted = lines.stream().filter(line -> line.countedQuantity() == null).map(Line::lineNo).toList();
        if (!uncounted.isEmpty()) {
            throw new Refusal(WarehouseProblem.COUNT_INCOMPLETE, "Count " + number + " has lines not counted yet: "
                    + uncounted + ". Enter every line (0 for a lot not on the shelf) before posting.");
        }
    }

    /** Who entered a count of any line: none of them posts the count. */
    public Set<String> counters() {
        Set<String> counters = new LinkedHashSet<>();
        lines.stream().map(Line::countedBy).filter(user -> user != null).forEach(counters::add);
        return counters;
    }

    /**
     * The adjustment movement of each line whose count differs from its book, in line order: into the
     * location for more on the shelf, out of it for less, referencing the count.
     */
    public List<MovementData> differences(Instant now, String userId) {
        List<MovementData> movements = new ArrayList<>();
        for (Line line : lines) {
            BigDecimal difference = line.difference();
            if (difference.signum() == 0) {
                continue;
            }
            boolean in = difference.signum() > 0;
            movements.add(new MovementData(MovementType.ADJUSTMENT, line.lotId(), line.materialId(), in ? null : locationId,
                    in ? locationId : null, new Quantity(difference.abs(), Unit.ofSymbol(line.unit()).orElseThrow()), id,
                    null, StockAdjustment.ReasonCode.COUNT_DIFFERENCE.id() + ": " + number + " line " + line.lineNo(), now,
                    userId));
        }
        return movements;
    }

    /**
     * Posted: its differences are in the ledger as these movements.
     *
     * @throws Refusal invalid_transition, count_incomplete as {@link #requirePostable}
     */
    public InventoryCountEvent.Posted post(Signature signature, List<String> movementIds, Instant now) {
        requirePostable();
        InventoryCountState before = state(List.of());
        status = Status.POSTED;
        posting = signature;
        adjustmentMovementIds = List.copyOf(movementIds);
        counted(now);
        return new InventoryCountEvent.Posted(id, before, state(List.of()), signature.reason());
    }

    /** @throws Refusal invalid_transition unless counting */
    public InventoryCountEvent.Cancelled cancel(Instant now) {
        requireCounting("only a count in progress is cancelled");
        InventoryCountState before = state(List.of());
        status = Status.CANCELLED;
        counted(now);
        return new InventoryCountEvent.Cancelled(id, before, state(List.of()));
    }

    private void requireCounting(String rule) {
        States.allow(status, "Count " + number, rule, Status.COUNTING);
    }

    private void counted(Instant now) {
        version++;
        updatedAt = now;
    }

    private static Refusal invalid(String field, String message) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, "The counts cannot be recorded: " + field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }

    /** The count as the audit trail records it, with the lines an event concerns. */
    private InventoryCountState state(List<Line> concerned) {
        return new InventoryCountState(number, locationId, status.id(),
                concerned.stream().map(InventoryCountState.Line::of).toList(), posting, adjustmentMovementIds);
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public String number() {
        return number;
    }

    public String locationId() {
        return locationId;
    }

    public Status status() {
        return status;
    }

    /** The lines in line order, unmodifiable. */
    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public String openedBy() {
        return openedBy;
    }

    public Signature posting() {
        return posting;
    }

    public List<String> adjustmentMovementIds() {
        return adjustmentMovementIds;
    }
}
