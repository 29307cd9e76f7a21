package com.pharmaerp.api.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;


/** The catalogue the providers on the class path make, and what it refuses. */
class EventTypesTest {

    @Test
    void catalogueIsSortedByTypeWithoutDuplicates() {
        List<String> types = EventTypes.all().stream().map(EventType::type).toList();

        assertThat(types).isNotEmpty().doesNotHaveDuplicates().isSortedAccordingTo(Comparator.naturalOrder());
    }

    @Test
    void everyDescriptionIsOneSentenceEndingWithAPeriod() {
        assertThat(EventTypes.all()).allSatisfy(type -> assertThat(type.description()).as(type.type())
                .matches("\\p{Lu}[^\\n]*\\.").doesNotContainPattern("\\.\\s+\\p{Lu}").hasSizeLessThanOrEqualTo(300));
    }

    @Test
    void everyTypeIsAnEntityTypeAndAWhatHappened() {
        assertThat(EventTypes.all()).allSatisfy(type -> assertThat(type.type()).matches("[a-z_]+\\.[a-z0-9_]+")
                .hasSizeLessThanOrEqualTo(60));
    }

    @Test
    void knownTellsACataloguedTypeFromAnother() {
        assertThat(EventTypes.known("lot.released")).isTrue();
        assertThat(EventTypes.known("lot.teleported")).isFalse();
    }

    @Test
    void urlOfARecordIsItsPathAndId() {
        assertThat(EventTypes.url("lot", "lot_123")).isEqualTo("/v1/lots/lot_123");
        assertThat(EventTypes.url("production_order", "ord_1")).isEqualTo("/v1/production-orders/ord_1");
    }

    @Test
    void urlOfAnEntityTypeWithoutAPathIsNull() {
        assertThat(EventTypes.url("sandbox_clock", "default")).isNull();
        assertThat(EventTypes.url("unheard_of", "x_1")).isNull();
    }

    @Test
    void aTypeTwoProvidersDeclareIsRefused() {
        List<EventTypeProvider> providers = List.of(provider("lot.released"), provider("lot.held", "lot.released"));

        assertThatThrownBy(() -> EventTypes.types(providers)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("lot.released");
    }

    @Test
    void anEntityTypeWithTwoPathsIsRefused() {
        List<EventTypeProvider> providers = List.of(provider(Map.of("lot", "/v1/lots")), provider(Map.of("lot", "/v1/batches")));

        assertThatThrownBy(() -> EventTypes.recordPaths(providers)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("lot");
    }

    @Test
    void anEventOfAnUncataloguedTypeIsRefusedNamingIt() {
        assertThatThrownBy(() -> new DomainEvent("lot.teleported", "lot", "lot_1", List.of(), null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("lot.teleported").hasMessageContaining("EventTypeProvider");
    }

    private static EventTypeProvider provider(String... types) {
        return new Fixed(Arrays.stream(types).map(type -> new EventType(type, "Something happened.")).toList(), Map.of());
    }

    private static EventTypeProvider provider(Map<String, String> paths) {
        return new Fixed(List.of(), paths);
    }

    private record Fixed(List<EventType> eventTypes, Map<String, String> recordPaths) implements EventTypeProvider {
    }
}
