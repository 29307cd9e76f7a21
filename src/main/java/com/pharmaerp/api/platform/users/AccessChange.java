package com.pharmaerp.api.platform.users;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A signed change of what a user may do: access to GMP records is itself a controlled change. */
@Schema(name = "AccessChange")
public record AccessChange(
        @NotEmpty @Size(max = 8) List<@NotNull @Size(max = 20) @KnownRole String> roles,
        @NotNull Boolean active,
        @NotNull @Valid @Schema(description = "The admin's e-signature, meaning approval.") SignatureRequest signature) {
}
