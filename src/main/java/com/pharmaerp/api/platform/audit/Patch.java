package com.pharmaerp.api.platform.audit;

import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * A PATCH request: a JSON merge patch of a record's input representation, plus {@code reason}
 * where a change of GMP master data needs one, and the If-Match it was sent with. Its parts are
 * checked when the operation reaches them, in the documented order (the record's 404 first).
 */
public record Patch(JsonNode body, String ifMatch) {

    /** The member of a PATCH body that says why, beside the fields it changes. */
    static final String REASON = "reason";
    static final int MAX_REASON_LENGTH = 2000;

    /** The merge patch itself, without the reason. */
    public JsonNode fields() {
        if (body instanceof ObjectNode object && object.has(REASON)) {
            ObjectNode copy = object.deepCopy();
            copy.remove(REASON);
            return copy;
        }
        return body;
    }

    /**
     * @return the trimmed reason, or null when the patch gives none
     * @throws ProblemException 422 validation_failed for a reason that is not text of at most 2000 characters
     */
    public String reason() {
        JsonNode reason = body == null ? null : body.path(REASON);
        if (reason == null || reason.isMissingNode() || reason.isNull()) {
            return null;
        }
        if (!reason.isTextual() || reason.asText().length() > MAX_REASON_LENGTH) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "reason must be text of at most "
                    + MAX_REASON_LENGTH + " characters.",
                    List.of(new Problem.FieldError(REASON, "must be text of at most " + MAX_REASON_LENGTH + " characters")));
        }
        String text = reason.asText().strip();
        return text.isEmpty() ? null : text;
    }

    /**
     * @param changes what the patch changes, as the audit trail names the fields
     * @param gmpFields the fields whose change is a change of GMP master data
     * @param noun e.g. {@code material}, for the detail
     * @throws ProblemException 422 reason_required when a GMP field changes without a reason
     */
    public void requireReasonFor(List<Change> changes, Set<String> gmpFields, String noun) {
        List<String> needing = changes.stream().map(Change::field).filter(gmpFields::contains).toList();
        if (!needing.isEmpty() && reason() == null) {
            throw new ProblemException(AuditProblem.REASON_REQUIRED, "Changing " + String.join(", ", needing) + " of a "
                    + noun + " is a change of GMP master data: say why in \"reason\".",
                    List.of(new Problem.FieldError(REASON, "required when " + String.join(", ", needing) + " change")));
        }
    }
}
