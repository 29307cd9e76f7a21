package com.pharmaerp.api.qms.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.service.CapaService;

/** The bodies of a CAPA's own moves. */
public final class CapaMoveRequests {

    private CapaMoveRequests() {
    }

    @Schema(name = "CapaEffectivenessCheckInput")
    public record Check(@NotNull @Valid Criterion criterion,
            @NotNull @Min(1) @Max(3650) @Schema(description = "Days after the business date of implementation.")
            Integer windowDays) implements CapaService.CheckCommand {

        @Override
        public List<String> eventTypes() {
            return criterion.eventTypes();
        }

        /** 422 naming the key that is no path of field names, or whose value is not a plain JSON value. */
        @Override
        public Map<String, Object> match() {
            Map<String, Object> match = criterion.match() == null ? Map.of() : criterion.match();
            match.forEach((field, value) -> {
                if (field.isEmpty() || field.startsWith(".") || field.endsWith(".") || field.contains("..")) {
                    throw invalidMatch(field, "A match key is a field name or field names joined by dots.",
                            "must be a field name or a dotted path (investigation.rootCauseCategory)");
                }
                if (!(value == null || value instanceof String || value instanceof Number || value instanceof Boolean)) {
                    throw invalidMatch(field, "A match value is text, a number, true, false or null.",
                            "must be text, a number, true, false or null");
                }
            });
            return new LinkedHashMap<>(match);
        }

        private static ProblemException invalidMatch(String field, String detail, String message) {
            return new ProblemException(PlatformProblem.VALIDATION_FAILED, detail,
                    List.of(new Problem.FieldError("criterion.match." + field, message)));
        }

        @Override
        public int maxCount() {
            return criterion.maxCount();
        }
    }

    @Schema(name = "CapaEffectivenessCriterionInput")
    public record Criterion(
            @NotNull @Size(min = 1, max = 50) @Schema(description = "Types of the catalogue, prefixes (deviation.*) or *, "
                    + "as the event feed's types filter.") List<@NotNull @Size(max = 100) String> eventTypes,
            @Size(max = 20) @Schema(nullable = true, description = "Key → a plain JSON value (text, number, true, false, "
                    + "null) that a counted event's changes must carry, every key of them. A key is a field name or field "
                    + "names joined by dots, found in a change's new value (to) in either of two ways: its first name is "
                    + "the changed field and the rest leads into that field's to (status; "
                    + "investigation.rootCauseCategory), or the whole key leads into the to of any changed field whose to "
                    + "is an object (rootCauseCategory inside the investigation that deviation.investigated changes). "
                    + "Numbers compare by value, text exactly, null only with a null that is there. Empty or none counts "
                    + "every event of the types.") Map<@Size(max = 100) String, Object> match,
            @NotNull @Min(0) @Max(1000000) Integer maxCount) {
    }

    @Schema(name = "CapaCloseInput")
    public record Close(
            @NotNull @Pattern(regexp = Capa.Verdict.PATTERN, message = "must be effective or ineffective")
            @Schema(enumeration = { "effective", "ineffective" }) String verdict,
            @Size(max = 40) @Schema(nullable = true, description = "An open CAPA whose sources name this one; required "
                    + "when ineffective.") String followUpCapaId,
            @NotNull @Valid SignatureRequest signature) implements CapaService.Closing {
    }
}
