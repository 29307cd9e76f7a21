package com.pharmaerp.api.quality.domain;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What 21 CFR 211.192 asks a deviation's investigation to look at: the other lots and the production
 * orders its references reach. Each lot and order appears once, under the first reason in each enum's
 * order, whatever order the reasons were found in; the referenced lots themselves are not listed.
 */
public final class DeviationImpact {

    /** Why a lot is listed, strongest first. */
    public enum LotReason {
        MADE_FROM, CONSUMED_INTO, SAME_SUPPLIER_LOT, OUTPUT_OF, INPUT_OF;

        public String id() {
            return name().toLowerCase();
        }
    }

    /** Why a production order is listed, strongest first. */
    public enum OrderReason {
        CONSUMED_REFERENCED_LOT, REFERENCED;

        public String id() {
            return name().toLowerCase();
        }
    }

    public record Reached<R>(String id, R why) {
    }

    private final Set<String> referencedLots;
    private final Map<String, LotReason> lots = new LinkedHashMap<>();
    private final Map<String, OrderReason> orders = new LinkedHashMap<>();

    private DeviationImpact(Set<String> referencedLots) {
        this.referencedLots = referencedLots;
    }

    /** An impact of a deviation whose references include these lots. */
    public static DeviationImpact of(Collection<String> referencedLots) {
        return new DeviationImpact(Set.copyOf(referencedLots));
    }

    public DeviationImpact lots(LotReason why, Collection<String> lotIds) {
        lotIds.stream().filter(id -> !referencedLots.contains(id)).forEach(id -> lots.merge(id, why, DeviationImpact::stronger));
        return this;
    }

    public DeviationImpact orders(OrderReason why, Collection<String> orderIds) {
        orderIds.forEach(id -> orders.merge(id, why, DeviationImpact::stronger));
        return this;
    }

    /** The lots by reason, strongest first, each reason's lots in the order they were found. */
    public List<Reached<LotReason>> lots() {
        return sorted(lots);
    }

    /** The orders by reason, strongest first, each reason's orders in the order they were found. */
    public List<Reached<OrderReason>> orders() {
        return sorted(orders);
    }

    private static <R extends Enum<R>> R stronger(R held, R found) {
        return found.ordinal() < held.ordinal() ? found : held;
    }

    private static <R extends Enum<R>> List<Reached<R>> sorted(Map<String, R> reached) {
        List<Reached<R>> listed = new ArrayList<>();
        reached.forEach((id, why) -> listed.add(new Reached<>(id, why)));
        listed.sort(Comparator.comparing(r -> r.why().ordinal()));
        return listed;
    }
}
