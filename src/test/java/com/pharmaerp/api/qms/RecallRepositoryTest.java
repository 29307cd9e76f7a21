package com.pharmaerp.api.qms;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Recall;
import com.pharmaerp.api.qms.domain.RecallClassification;
import com.pharmaerp.api.qms.repository.RecallRepository;
import com.pharmaerp.api.testsupport.TestUnits;
import com.pharmaerp.api.warehouse.Delivered;

import io.quarkus.test.junit.QuarkusTest;

/** The recall tables on the embedded PostgreSQL: what a recall found is written once, set-based, and read back as found. */
@QuarkusTest
class RecallRepositoryTest {

    private static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    private static final Unit KG = Unit.ofSymbol("kg").orElseThrow();
    private static final Signature QA = new Signature("usr_qa", "Q. A.", "rejection", "Recall", T0, 1);

    @Inject
    RecallRepository recalls;

    private final String tenant = "recall-" + UUID.randomUUID().toString().substring(0, 8);

    @Test
    void aRecallOfTwoThousandLotsIsReadBackNearestFirstWithItsShipmentsInOrder() throws Throwable {
        List<Recall.AffectedLot> lots = new ArrayList<>();
        for (int i = 1999; i >= 0; i--) {
            lots.add(new Recall.AffectedLot("lot_" + i, String.format("L-%06d", i), "mat_f", i == 0 ? 0 : 1 + i % 3,
                    i % 7 == 0 ? "rejected" : "on_hold", Quantity.of(i + ".5", KG), i % 7 != 0));
        }
        List<Delivered> shipped = List.of(
                new Delivered("shp_2", "SH-000002", "cus_b", "Beta", "FR", "lot_9", "mat_f", Quantity.of("3", KG), T0),
                new Delivered("shp_1", "SH-000001", "cus_a", "Alpha", "DE", "lot_4", "mat_f", Quantity.of("1.25", KG), T0));
        Recall opened = Recall.open("rcl_" + tenant, "RC-000001", "lot_0", RecallClassification.CLASS_2, "particles", QA, lots,
                shipped, "cmp_source", T0);

        TestUnits.write(tenant, work -> recalls.insert(work, opened));
        Recall read = TestUnits.read(tenant, work -> recalls.find(work, opened.id()));

        assertThat(read.affectedLots()).hasSize(2000);
        assertThat(read.affectedLots().get(0).lotId()).isEqualTo("lot_0");
        assertThat(read.affectedLots()).extracting(Recall.AffectedLot::depth).isSorted();
        Recall.AffectedLot seventh = read.affectedLots().stream().filter(lot -> lot.lotId().equals("lot_7")).findFirst()
                .orElseThrow();
        assertThat(seventh.heldByRecall()).isFalse();
        assertThat(seventh.status()).isEqualTo("rejected");
        assertThat(seventh.quantityInStock().compareTo(Quantity.of("7.5", KG))).isZero();
        assertThat(read.affectedShipments()).extracting(Delivered::shipmentId).containsExactly("shp_2", "shp_1");
        assertThat(read.initiation()).isEqualTo(QA);
        assertThat(read.sourceComplaintId()).isEqualTo("cmp_source");
    }

    @Test
    void aClosedRecallIsWrittenOnlyFromTheVersionItWasReadAt() throws Throwable {
        Recall opened = Recall.open("rcl_" + tenant + "c", "RC-000002", "lot_0", RecallClassification.CLASS_3, "label", QA,
                List.of(new Recall.AffectedLot("lot_0", "L-000001", "mat_f", 0, "on_hold", Quantity.of("1", KG), true)),
                List.of(), null, T0);
        TestUnits.write(tenant, work -> recalls.insert(work, opened));

        opened.close(QA, null, opened.reconcile(List.of()), T0);
        boolean first = TestUnits.write(tenant, work -> recalls.update(work, opened));
        boolean again = TestUnits.write(tenant, work -> recalls.update(work, opened));

        assertThat(first).isTrue();
        assertThat(again).as("the row is at version 2 already").isFalse();
        assertThat(TestUnits.read(tenant, work -> recalls.find(work, opened.id())).status()).isEqualTo(Recall.Status.CLOSED);
    }
}
