package com.pharmaerp.api.qms.api;

import java.util.ArrayList;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaSource;

/** A new CAPA: what it addresses, who owns it. */
@Schema(name = "CapaInput")
public record CapaRequest(
        @NotBlank @Size(max = 200) String title,
        @NotBlank @Size(max = 4000) String description,
        @NotBlank @Size(max = 40) @Schema(description = "An active user of the tenant.") String ownerId,
        @NotNull @Size(min = 1, max = 50) List<@NotNull @Valid Source> sources) {

    /** A record of the tenant of its type, or for {@code other} a free reference. */
    @Schema(name = "CapaSourceInput")
    public record Source(
            @NotNull @Pattern(regexp = CapaSource.Type.PATTERN, message = "must be one of " + CapaSource.Type.PATTERN)
            @Schema(enumeration = { "deviation", "oos_investigation", "complaint", "recall", "capa", "other" })
            String type,
            @Size(max = 40) @Schema(nullable = true, description = "The record's id; not for other.") String id,
            @Size(max = 200) @Schema(nullable = true, description = "Only for other: an audit finding, a trend…")
            String reference) {
    }

    /** The CAPA's data, the texts trimmed; 422 naming the source's field an id or a reference is missing from. */
    public Capa.Data toData() {
        List<CapaSource> parsed = new ArrayList<>();
        List<Problem.FieldError> errors = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            Source source = sources.get(i);
            CapaSource.Type type = CapaSource.Type.of(source.type());
            boolean other = type == CapaSource.Type.OTHER;
            String problem = null;
            String field = "id";
            if (other && (source.reference() == null || source.reference().isBlank())) {
                problem = "is required for a source of type other";
                field = "reference";
            } else if (other && source.id() != null) {
                problem = "is not taken for a source of type other";
            } else if (!other && (source.id() == null || source.id().isBlank())) {
                problem = "is required for a source of type " + type.id();
            } else if (!other && source.reference() != null) {
                problem = "is taken only for a source of type other";
                field = "reference";
            }
            if (problem != null) {
                errors.add(new Problem.FieldError("sources[" + i + "]." + field, problem));
                continue;
            }
            parsed.add(new CapaSource(type, other ? null : source.id(), other ? source.reference().strip() : null));
        }
        if (!errors.isEmpty()) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "Each source names a record by id, or "
                    + "(type other) a reference.", errors);
        }
        return new Capa.Data(title.strip(), description.strip(), ownerId, parsed.stream().distinct().toList());
    }
}
