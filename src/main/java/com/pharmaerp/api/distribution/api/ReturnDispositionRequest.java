package com.pharmaerp.api.distribution.api;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.distribution.domain.ReturnDecision;
import com.pharmaerp.api.distribution.service.ReturnService;
import com.pharmaerp.api.platform.users.SignatureRequest;

/** QA's decision on every line of a received return, signed (meaning approval). */
@Schema(name = "ReturnDispositionInput")
public record ReturnDispositionRequest(
        @NotEmpty @Size(max = 200) List<@NotNull @Valid Line> lines,
        @NotNull @Valid SignatureRequest signature) implements ReturnService.Disposition {

    @Schema(name = "ReturnDispositionLineInput")
    public record Line(
            @NotNull @Positive @Max(9999) @Schema(minimum = "1", maximum = "9999") Integer lineNo,
            @NotNull @Pattern(regexp = ReturnDecision.PATTERN, message = "must be one of " + ReturnDecision.PATTERN)
            @Schema(enumeration = { "restock", "destroy" }) String decision,
            @Size(max = 40) @Schema(nullable = true, description = "The storage location a restock goes to; none for a "
                    + "destruction.") String toLocationId) {
    }

    @Override
    public List<Return.Decision> decisions() {
        return lines.stream().map(line -> new Return.Decision(line.lineNo(), ReturnDecision.of(line.decision()),
                line.toLocationId())).toList();
    }
}
