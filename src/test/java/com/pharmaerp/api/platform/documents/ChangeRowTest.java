package com.pharmaerp.api.platform.documents;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.persistence.StoredJson;

/** How a document prints an audit event's changes: one field: from → to row per changed value. */
class ChangeRowTest {

    private static List<ChangeRow> rows(String changes) {
        return ChangeRow.of(StoredJson.read(changes.replace('\'', '"'), JsonNode.class));
    }

    @Test
    void aPlainValuePrintsAsItIs() {
        assertThat(rows("[{'field': 'status', 'from': 'reviewed', 'to': 'certified'}, {'field': 'quantity', 'from': 5, 'to': 7.5}]"))
                .containsExactly(new ChangeRow("status", "reviewed", "certified"), new ChangeRow("quantity", "5", "7.5"));
    }

    @Test
    void nullAndAMissingFromPrintAsADash() {
        assertThat(rows("[{'field': 'reason', 'from': null, 'to': 'late'}, {'field': 'number', 'to': 'B-000001'},"
                + " {'field': 'deviationId', 'from': 'dev_1', 'to': null}]"))
                .containsExactly(new ChangeRow("reason", "—", "late"), new ChangeRow("number", "—", "B-000001"),
                        new ChangeRow("deviationId", "dev_1", "—"));
    }

    @Test
    void aNestedValuePrintsEachLeafByItsPath() {
        assertThat(rows("[{'field': 'investigation', 'from': null, 'to': {'rootCauseCategory': 'equipment', "
                + "'lots': ['lot_1', 'lot_2']}}]"))
                .containsExactly(new ChangeRow("investigation.rootCauseCategory", "—", "equipment"),
                        new ChangeRow("investigation.lots[0]", "—", "lot_1"), new ChangeRow("investigation.lots[1]", "—", "lot_2"));
    }

    @Test
    void aNestedValueThatChangedPrintsOnlyTheLeavesThatDiffer() {
        assertThat(rows("[{'field': 'storage', 'from': {'minCelsius': 2, 'maxCelsius': 8}, "
                + "'to': {'minCelsius': 2.0, 'maxCelsius': 25}}]"))
                .containsExactly(new ChangeRow("storage.maxCelsius", "8", "25"));
    }

    @Test
    void aPlainValueANestedOneReplacedPrintsAtItsPathBeforeTheLeaves() {
        assertThat(rows("[{'field': 'limit', 'from': 5, 'to': {'max': 6}}]"))
                .containsExactly(new ChangeRow("limit", "5", "—"), new ChangeRow("limit.max", "—", "6"));
    }

    @Test
    void anEmptyListSaysSo() {
        assertThat(rows("[{'field': 'lines', 'from': ['l1'], 'to': []}]"))
                .containsExactly(new ChangeRow("lines[0]", "l1", "—"));
        assertThat(rows("[{'field': 'lines', 'from': null, 'to': []}]"))
                .containsExactly(new ChangeRow("lines", "—", "(empty)"));
    }
}
