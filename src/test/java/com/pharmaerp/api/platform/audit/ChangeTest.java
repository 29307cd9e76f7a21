package com.pharmaerp.api.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

class ChangeTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void aNewRecordChangesEveryFieldFromNothing() throws Exception {
        var changes = Change.between(null, json("{\"code\":\"A\",\"days\":3}"));
        assertThat(changes).extracting(Change::field).containsExactly("code", "days");
        assertThat(changes.get(0).from()).isNull();
        assertThat(changes.get(1).to().asInt()).isEqualTo(3);
    }

    @Test
    void onlyChangedFieldsAreListedWithOldAndNewValue() throws Exception {
        var changes = Change.between(json("{\"code\":\"A\",\"name\":\"x\",\"days\":3}"),
                json("{\"code\":\"A\",\"name\":\"y\",\"days\":3}"));
        assertThat(changes).singleElement().satisfies(change -> {
            assertThat(change.field()).isEqualTo("name");
            assertThat(change.from().asText()).isEqualTo("x");
            assertThat(change.to().asText()).isEqualTo("y");
        });
    }

    @Test
    void numbersCompareByValueAndObjectsByTheirMembers() throws Exception {
        assertThat(Change.between(json("{\"storage\":{\"min\":15.0,\"max\":25}}"),
                json("{\"storage\":{\"min\":15,\"max\":25.00}}"))).isEmpty();
        assertThat(Change.between(json("{\"storage\":{\"min\":15,\"max\":25}}"), json("{\"storage\":{\"min\":2,\"max\":8}}")))
                .extracting(Change::field).containsExactly("storage");
    }

    @Test
    void aFieldThatBecomesNullOrDisappearsIsAChange() throws Exception {
        assertThat(Change.between(json("{\"note\":\"a\"}"), json("{\"note\":null}"))).hasSize(1);
        assertThat(Change.between(json("{\"note\":\"a\"}"), json("{}"))).singleElement()
                .satisfies(change -> assertThat(change.to().isNull()).isTrue());
        assertThat(Change.between(json("{\"note\":null}"), json("{}"))).isEmpty();
    }
}
