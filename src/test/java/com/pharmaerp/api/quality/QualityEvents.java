package com.pharmaerp.api.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.Refusal;

/** What the quality domain tests read of a returned event, and of a refusal. */
final class QualityEvents {

    private QualityEvents() {
    }

    /** The audit entry's changed fields, in order. */
    static List<String> changedFields(Event event) {
        return DomainEvent.of(event).changes().stream().map(Change::field).toList();
    }

    /** The value a field changed to. */
    static JsonNode to(Event event, String field) {
        return change(event, field).to();
    }

    /** The value a field changed from; null for a record just created. */
    static JsonNode from(Event event, String field) {
        return change(event, field).from();
    }

    private static Change change(Event event, String field) {
        return DomainEvent.of(event).changes().stream().filter(change -> change.field().equals(field)).findFirst()
                .orElseThrow(() -> new AssertionError("no change of " + field));
    }

    /** The action refuses with the code; the platform's revision still refuses with a ProblemException. */
    static void assertRefused(Runnable action, String code) {
        assertThatThrownBy(action::run).satisfies(thrown -> assertThat(thrown instanceof Refusal refusal
                ? refusal.code().code() : ((ProblemException) thrown).code().code()).isEqualTo(code));
    }

    /** The action refuses with the code, naming one field. */
    static void assertRefusedNaming(Runnable action, String code, String field) {
        assertThatThrownBy(action::run).isInstanceOfSatisfying(Refusal.class, refusal -> {
            assertThat(refusal.code().code()).isEqualTo(code);
            assertThat(refusal.errors()).extracting(error -> error.field()).containsExactly(field);
        });
    }
}
