package com.pharmaerp.api.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.TenantGuard;
import com.pharmaerp.api.warehouse.domain.Material;
import com.pharmaerp.api.warehouse.domain.MaterialData;
import com.pharmaerp.api.warehouse.repository.MaterialRepository;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.vertx.VertxContextSupport;
import io.smallrye.mutiny.Uni;

/** The tenant repository's queries on the embedded PostgreSQL, each in a transaction of one tenant, as services run them. */
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

        assertThat(inTenant(tenant, () -> materials.findInTenant(tenant, saved.id))).isNotNull()
                .satisfies(found -> {
                    assertThat(found.code).isEqualTo("API-1");
                    assertThat(found.storageMinCelsius).isEqualByComparingTo("15");
                    assertThat(found.version).isEqualTo(1);
                });
        assertThat(inTenant(otherTenant, () -> materials.findInTenant(otherTenant, saved.id))).isNull();
        assertThat(inTenant(otherTenant, () -> materials.findInTenant(tenant, saved.id)))
                .as("right filter, wrong transaction tenant: row-level security hides it").isNull();
    }

    @Test
    void aCodeIsTakenOnlyByAnotherMaterialOfTheSameTenant() throws Throwable {
        Material saved = save(tenant, "API-2", T0);

        assertThat(inTenant(tenant, () -> materials.codeTaken(tenant, "API-2", ""))).isTrue();
        assertThat(inTenant(tenant, () -> materials.codeTaken(tenant, "API-2", saved.id))).as("itself").isFalse();
        assertThat(inTenant(otherTenant, () -> materials.codeTaken(otherTenant, "API-2", ""))).isFalse();
    }

    @Test
    void pagesRunNewestFirstAndContinueAfterTheCursorWithoutOverlap() throws Throwable {
        save(tenant, "OLD", T0);
        save(tenant, "MID", T0.plusSeconds(60));
        save(tenant, "NEW", T0.plusSeconds(120));
        save(otherTenant, "ELSEWHERE", T0.plusSeconds(180));

        List<Material> first = inTenant(tenant, () -> materials.page(tenant, null, 2));
        assertThat(first).extracting(m -> m.code).as("one more than the limit tells a next page exists")
                .containsExactly("NEW", "MID", "OLD");
        Cursor after = first.get(1).position();
        List<Material> second = inTenant(tenant, () -> materials.page(tenant, after, 2));
        assertThat(second).extracting(m -> m.code).containsExactly("OLD");
    }

    @Test
    void theLockedReadReturnsTheRowOfTheTenant() throws Throwable {
        Material saved = save(tenant, "API-3", T0);

        assertThat(inTenant(tenant, () -> materials.lockInTenant(tenant, saved.id))).isNotNull();
        assertThat(inTenant(otherTenant, () -> materials.lockInTenant(otherTenant, saved.id))).isNull();
    }

    private Material save(String tenantId, String code, Instant createdAt) throws Throwable {
        Material material = new Material();
        material.start(Ids.next(Material.ID_PREFIX), tenantId, new MaterialData(code, "Paracetamol", "raw", "kg", 730,
                365, new BigDecimal("15"), new BigDecimal("25")), createdAt);
        return inTenant(tenantId, () -> materials.persist(material));
    }

    /** One transaction of the tenant on a Vert.x context, awaited by the test thread. */
    private static <T> T inTenant(String tenantId, Supplier<Uni<T>> work) throws Throwable {
        return VertxContextSupport.subscribeAndAwait(() -> TenantGuard.inTransaction(tenantId, work));
    }
}
