package com.pharmaerp.api.warehouse;

import static com.pharmaerp.api.testsupport.EventChanges.changed;
import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;
import com.pharmaerp.api.warehouse.domain.MaterialEvent;
import com.pharmaerp.api.warehouse.domain.Storage;

/** Materials as plain objects: versions move with changes only, and the base unit never changes. */
class MaterialDomainTest {

    private static final Instant T0 = Instant.parse("2026-11-23T08:00:00Z");
    private static final Instant T1 = T0.plusSeconds(60);
    private static final MaterialData PARACETAMOL = new MaterialData("API-1", "Paracetamol", "raw", "kg", 730, 365,
            new BigDecimal("15"), new BigDecimal("25"));

    @Test
    void aNewMaterialIsVersionOneWithItsStorageToOneDecimal() {
        Material material = started();

        assertThat(material.version()).isEqualTo(1);
        assertThat(material.storageMinCelsius()).isEqualByComparingTo("15.0").hasScaleOf(1);
        assertThat(material.createdAt()).isEqualTo(material.updatedAt()).isEqualTo(T0);
    }

    @Test
    void aChangeBumpsTheVersionAndAnUnchangedOneDoesNot() {
        Material material = started();

        assertThat(material.change(new MaterialData("API-1", "Paracetamol", "raw", "kg", 730, 365,
                new BigDecimal("15.0"), new BigDecimal("25.0")), null, T1)).as("nothing changed: no event").isNull();
        assertThat(material.version()).isEqualTo(1);
        assertThat(material.change(new MaterialData("API-1", "Paracetamol BP", "raw", "kg", 730, 365,
                new BigDecimal("15"), new BigDecimal("25")), null, T1)).isNotNull();
        assertThat(material.version()).isEqualTo(2);
        assertThat(material.updatedAt()).isEqualTo(T1);
        assertThat(material.createdAt()).isEqualTo(T0);
    }

    @Test
    void theBaseUnitNeverChanges() {
        Material material = started();

        assertRefused(() -> material.change(new MaterialData("API-1", "Paracetamol", "raw", "g", 730, 365,
                new BigDecimal("15"), new BigDecimal("25")), null, T1), PlatformProblem.VALIDATION_FAILED);
        assertThat(material.version()).isEqualTo(1);
    }


    @Test
    void aNewMaterialTellsItsCreationWithItsStorageRange() {
        MaterialEvent.Created created = started().created();

        assertThat(created.type()).isEqualTo(MaterialEvent.Created.TYPE);
        assertThat(changed(created)).containsExactly("code", "name", "type", "baseUnit", "shelfLifeDays", "retestIntervalDays",
                "storage");
        assertThat(created.after().storage()).isEqualTo(new Storage(new BigDecimal("15.0"), new BigDecimal("25.0")));
    }

    @Test
    void aChangeTellsOnlyTheFieldsThatChangedWithItsReason() {
        Material material = started();

        MaterialEvent.Updated updated = material.change(new MaterialData("API-1", "Paracetamol", "raw", "kg", 700, 365,
                new BigDecimal("15"), new BigDecimal("25")), "stability study", T1);

        assertThat(updated.type()).isEqualTo(MaterialEvent.Updated.TYPE);
        assertThat(changed(updated)).containsExactly("shelfLifeDays");
        assertThat(updated.after().shelfLifeDays()).isEqualTo(700);
        assertThat(updated.reason()).isEqualTo("stability study");
        assertThat(material.changesTo(PARACETAMOL)).extracting(Change::field).containsExactly("shelfLifeDays");
    }

    private static Material started() {
        return Material.create("mat_0000000000000001", PARACETAMOL, T0);
    }
}
