package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.quality.domain.DeviationImpact;
import com.pharmaerp.api.quality.domain.DeviationImpact.LotReason;
import com.pharmaerp.api.quality.domain.DeviationImpact.OrderReason;
import com.pharmaerp.api.quality.domain.DeviationImpact.Reached;

class DeviationImpactDomainTest {

    @Test
    void aLotFoundForSeveralReasonsKeepsTheStrongestWhateverTheOrderFound() {
        DeviationImpact impact = DeviationImpact.of(List.of("lot_named"))
                .lots(LotReason.INPUT_OF, List.of("lot_a"))
                .lots(LotReason.MADE_FROM, List.of("lot_a", "lot_b"))
                .lots(LotReason.SAME_SUPPLIER_LOT, List.of("lot_b", "lot_c"));

        assertThat(impact.lots()).containsExactly(new Reached<>("lot_a", LotReason.MADE_FROM),
                new Reached<>("lot_b", LotReason.MADE_FROM), new Reached<>("lot_c", LotReason.SAME_SUPPLIER_LOT));
    }

    @Test
    void theNamedLotsAreNeverListed() {
        DeviationImpact impact = DeviationImpact.of(List.of("lot_named"))
                .lots(LotReason.CONSUMED_INTO, List.of("lot_named", "lot_raw"));

        assertThat(impact.lots()).containsExactly(new Reached<>("lot_raw", LotReason.CONSUMED_INTO));
    }

    @Test
    void anOrderThatConsumedANamedLotIsListedSoEvenWhenNamed() {
        DeviationImpact impact = DeviationImpact.of(List.of())
                .orders(OrderReason.REFERENCED, List.of("ord_named", "ord_other"))
                .orders(OrderReason.CONSUMED_REFERENCED_LOT, List.of("ord_named"));

        assertThat(impact.orders()).containsExactly(new Reached<>("ord_named", OrderReason.CONSUMED_REFERENCED_LOT),
                new Reached<>("ord_other", OrderReason.REFERENCED));
    }

    @Test
    void reasonsReadAsTheirWireNames() {
        assertThat(LotReason.SAME_SUPPLIER_LOT.id()).isEqualTo("same_supplier_lot");
        assertThat(OrderReason.CONSUMED_REFERENCED_LOT.id()).isEqualTo("consumed_referenced_lot");
    }
}
