package com.pharmaerp.api.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.testsupport.TestUnits;

import io.smallrye.mutiny.Uni;

import io.quarkus.test.junit.QuarkusTest;

/**
 * Which events of the trail an effectiveness criterion's {@code match} counts, on the embedded PostgreSQL: a key
 * is found in a change's new value, as the changed field, inside a changed object, or by a dotted path into it.
 */
@QuarkusTest
class AuditEventMatchTest {

    private static final List<String> INVESTIGATED = List.of("deviation.investigated");

    @Inject
    AuditEventRepository audit;

    private final String tenant = "match-" + UUID.randomUUID().toString().substring(0, 8);

    /** One investigation as deviation.investigated records it, beside a change of a plain field. */
    @BeforeEach
    void investigated() throws Throwable {
        Map<String, Object> investigation = new LinkedHashMap<>();
        investigation.put("rootCauseCategory", "equipment");
        investigation.put("rootCause", null);
        investigation.put("equipment", Map.of("code", "G-2", "ageYears", 12));
        TestUnits.write(tenant, work -> {
            work.record(new DomainEvent("deviation.investigated", "deviation", "dev_1", List.of(
                    Change.of("status", "open", "investigating"), Change.of("investigation", null, investigation)), null));
            return Uni.createFrom().voidItem();
        });
    }

    private long counted(Map<String, Object> match) throws Throwable {
        return TestUnits.read(tenant, work -> audit.head(work).chain(head -> audit.count(work, INVESTIGATED, 0, head, match,
                10))).count();
    }

    @Test
    void aKeyMatchesAChangedFieldsNewValue() throws Throwable {
        assertThat(counted(Map.of("status", "investigating"))).isEqualTo(1);
    }

    @Test
    void aChangedFieldsOldValueIsNotMatched() throws Throwable {
        assertThat(counted(Map.of("status", "open"))).isZero();
    }

    @Test
    void aKeyMatchesAFieldInsideAChangedObjectsNewValue() throws Throwable {
        assertThat(counted(Map.of("rootCauseCategory", "equipment"))).isEqualTo(1);
    }

    @Test
    void aKeyWithAnotherValueMatchesNothing() throws Throwable {
        assertThat(counted(Map.of("rootCauseCategory", "material"))).isZero();
    }

    @Test
    void aDottedKeyLeadsFromTheChangedFieldItNamesFirst() throws Throwable {
        assertThat(counted(Map.of("investigation.rootCauseCategory", "equipment"))).isEqualTo(1);
    }

    @Test
    void aDottedKeyLeadsDeeperIntoTheChangedField() throws Throwable {
        assertThat(counted(Map.of("investigation.equipment.code", "G-2"))).isEqualTo(1);
    }

    @Test
    void aDottedKeyLeadsIntoAnyChangedObject() throws Throwable {
        assertThat(counted(Map.of("equipment.code", "G-2"))).isEqualTo(1);
    }

    @Test
    void aFieldDeeperThanAChangedObjectIsNotFoundByItsNameAlone() throws Throwable {
        assertThat(counted(Map.of("code", "G-2"))).isZero();
    }

    @Test
    void numbersCompareByValue() throws Throwable {
        assertThat(counted(Map.of("equipment.ageYears", 12.0))).isEqualTo(1);
    }

    @Test
    void nullMatchesANullThatIsThere() throws Throwable {
        Map<String, Object> match = new HashMap<>();
        match.put("investigation.rootCause", null);
        assertThat(counted(match)).isEqualTo(1);
    }

    @Test
    void nullDoesNotMatchAFieldThatIsMissing() throws Throwable {
        Map<String, Object> match = new HashMap<>();
        match.put("investigation.impactAssessment", null);
        assertThat(counted(match)).isZero();
    }

    @Test
    void everyKeyMustMatch() throws Throwable {
        assertThat(counted(Map.of("status", "investigating", "rootCauseCategory", "material"))).isZero();
    }

    @Test
    void anEmptyMatchCountsEveryEventOfTheTypes() throws Throwable {
        assertThat(counted(Map.of())).isEqualTo(1);
    }
}
