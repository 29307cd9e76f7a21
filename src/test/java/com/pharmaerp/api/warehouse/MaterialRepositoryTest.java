package com.pharmaerp.api.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.testsupport.TestUnits;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.quarkus.test.junit.QuarkusTest;
import io.vertx.mutiny.sqlclient.Tuple;

/** The material repository's statements on the embedded PostgreSQL, each in a unit of work of one tenant, as services run them. */
@QuarkusTest
class MaterialRepositoryTest {

    private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");

    @Inject
    MaterialRepository materials;

    private final String tenant = "repo-" + UUID.randomUUID().toString().substring(0, 8);
    private final String otherTenant = tenant + "-other";

    @Test
    void aMaterialIsFoundInItsTenantOnly() throws Throwable {
        Material saved = save(tenant, "API-1", T0);

        Material inTenant = TestUnits.read(tenant, work -> materials.find(work, saved.id()));
        assertThat(inTenant).isNotNull()
                .satisfies(found -> {
                    assertThat(found.code()).isEqualTo("API-1");
                    assertThat(found.storageMinCelsius()).isEqualByComparingTo("15");
                    assertThat(found.version()).isEqualTo(1);
                });
        Material elsewhere = TestUnits.read(otherTenant, work -> materials.find(work, saved.id()));
        assertThat(elsewhere).isNull();
        String hidden = TestUnits.read(otherTenant, work -> work.one("SELECT id FROM materials WHERE tenant_id = $1 "
                + "AND id = $2", Tuple.of(tenant, saved.id()), row -> row.getString("id")));
        assertThat(hidden).as("right filter, wrong unit's tenant: row-level security hides it").isNull();
    }

    @Test
    void aCodeIsTakenOnlyByAnotherMaterialOfTheSameTenant() throws Throwable {
        Material saved = save(tenant, "API-2", T0);

        boolean taken = TestUnits.read(tenant, work -> materials.codeTaken(work, "API-2", ""));
        boolean byItself = TestUnits.read(tenant, work -> materials.codeTaken(work, "API-2", saved.id()));
        boolean elsewhere = TestUnits.read(otherTenant, work -> materials.codeTaken(work, "API-2", ""));
        assertThat(taken).isTrue();
        assertThat(byItself).as("itself").isFalse();
        assertThat(elsewhere).isFalse();
    }

    @Test
    void pagesRunNewestFirstAndContinueAfterTheCursorWithoutOverlap() throws Throwable {
        save(tenant, "OLD", T0);
        save(tenant, "MID", T0.plusSeconds(60));
        save(tenant, "NEW", T0.plusSeconds(120));
        save(otherTenant, "ELSEWHERE", T0.plusSeconds(180));

        List<Material> first = TestUnits.read(tenant, work -> materials.page(work, null, 2));
        assertThat(first).extracting(m -> m.code()).as("one more than the limit tells a next page exists")
                .containsExactly("NEW", "MID", "OLD");
        Cursor after = new Cursor(first.get(1).createdAt(), first.get(1).id());
        List<Material> second = TestUnits.read(tenant, work -> materials.page(work, after, 2));
        assertThat(second).extracting(m -> m.code()).containsExactly("OLD");
    }

    @Test
    void anUpdateWritesOnlyTheVersionItWasReadAt() throws Throwable {
        Material saved = save(tenant, "API-3", T0);
        Material first = TestUnits.read(tenant, work -> materials.find(work, saved.id()));
        Material second = TestUnits.read(tenant, work -> materials.find(work, saved.id()));
        first.change(new MaterialData("API-3", "Paracetamol BP", "raw", "kg", 730, 365, new BigDecimal("15"),
                new BigDecimal("25")), null, T0.plusSeconds(1));
        second.change(new MaterialData("API-3", "Paracetamol Ph. Eur.", "raw", "kg", 730, 365, new BigDecimal("15"),
                new BigDecimal("25")), null, T0.plusSeconds(2));

        boolean firstWritten = TestUnits.write(tenant, work -> materials.update(work, first));
        boolean secondWritten = TestUnits.write(tenant, work -> materials.update(work, second));
        Material stored = TestUnits.read(tenant, work -> materials.find(work, saved.id()));
        assertThat(firstWritten).isTrue();
        assertThat(secondWritten).as("read at version 1, now 2").isFalse();
        assertThat(stored.name()).isEqualTo("Paracetamol BP");
    }

    private Material save(String tenantId, String code, Instant createdAt) throws Throwable {
        Material material = Material.create(Ids.next(Material.ID_PREFIX), new MaterialData(code, "Paracetamol", "raw", "kg",
                730, 365, new BigDecimal("15"), new BigDecimal("25")), createdAt);
        return TestUnits.write(tenantId, work -> materials.insert(work, material).replaceWith(material));
    }
}
