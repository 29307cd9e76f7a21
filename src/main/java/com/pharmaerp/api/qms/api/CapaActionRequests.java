package com.pharmaerp.api.qms.api;

import java.time.LocalDate;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.service.CapaService;

/** The bodies of a CAPA action's moves. */
public final class CapaActionRequests {

    private CapaActionRequests() {
    }

    @Schema(name = "CapaActionInput")
    public record Action(
            @NotNull @Pattern(regexp = CapaAction.Kind.PATTERN, message = "must be corrective or preventive")
            @Schema(enumeration = { "corrective", "preventive" }) String kind,
            @NotBlank @Size(max = 4000) String description,
            @NotBlank @Size(max = 40) @Schema(description = "An active user of the tenant.") String ownerId,
            @NotNull @Schema(description = "YYYY-MM-DD; moves later only by a signed extension.") LocalDate dueOn)
            implements CapaService.ActionCommand {
    }

    @Schema(name = "CapaActionCompletionInput")
    public record Completion(
            @NotBlank @Size(max = 4000) String evidence,
            @Size(max = 50) @Schema(nullable = true, description = "Files of the tenant (POST /v1/files) that show it; "
                    + "they are attached to the CAPA.") List<@NotNull @Size(max = 40) String> fileIds)
            implements CapaService.CompletionCommand {
    }

    @Schema(name = "CapaActionExtensionInput")
    public record Extension(
            @NotNull @Schema(description = "YYYY-MM-DD; later than the current due date.") LocalDate dueOn,
            @NotBlank @Size(max = 2000) String reason,
            @NotNull @Valid SignatureRequest signature) implements CapaService.ExtensionCommand {
    }

    @Schema(name = "CapaActionCancellationInput")
    public record Cancellation(
            @NotBlank @Size(max = 2000) String reason,
            @NotNull @Valid SignatureRequest signature) implements CapaService.ActionCancellation {
    }
}
