package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.LocationData;
import com.pharmaerp.api.warehouse.domain.LocationEvent;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;

/** Locations as plain objects: their events, and which stock they take in. */
class LocationDomainTest {

    private static final Instant T0 = Instant.parse("2026-11-23T08:00:00Z");
    private static final LocationData COLD_ROOM = new LocationData("CR-1", "Cold room", "storage", new BigDecimal("2"),
            new BigDecimal("8"), true);
    private static final Material VACCINE = Material.create("mat_1", new MaterialData("VAC-1", "Vaccine", "finished", "ea",
            365, 180, new BigDecimal("2"), new BigDecimal("8")), T0);

    @Test
    void aNewLocationTellsItsCreation() {
        LocationEvent.Created created = Location.create("loc_1", COLD_ROOM, T0).created();

        assertThat(created.type()).isEqualTo(LocationEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("code", "name", "kind", "storage", "active");
    }

    @Test
    void makingALocationInactiveTellsOnlyThatWithItsReason() {
        Location location = Location.create("loc_1", COLD_ROOM, T0);

        LocationEvent.Updated updated = location.change(new LocationData("CR-1", "Cold room", "storage", new BigDecimal("2"),
                new BigDecimal("8"), false), "compressor failed", T0.plusSeconds(60));

        assertThat(updated.type()).isEqualTo(LocationEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("active");
        assertThat(updated.after().active()).isFalse();
        assertThat(updated.reason()).isEqualTo("compressor failed");
        assertThat(location.version()).isEqualTo(2);
    }

    @Test
    void anUnchangedLocationTellsNothingAndKeepsItsVersion() {
        Location location = Location.create("loc_1", COLD_ROOM, T0);

        assertThat(location.change(COLD_ROOM, null, T0.plusSeconds(60))).isNull();
        assertThat(location.version()).isEqualTo(1);
    }

    @Test
    void anInactiveLocationTakesNoStock() {
        Location location = Location.create("loc_1", new LocationData("CR-1", "Cold room", "storage", new BigDecimal("2"),
                new BigDecimal("8"), false), T0);

        assertRefused(() -> location.requireFitFor(VACCINE, "toLocationId"), PlatformProblem.VALIDATION_FAILED);
    }
}
