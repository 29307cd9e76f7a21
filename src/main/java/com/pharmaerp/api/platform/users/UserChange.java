package com.pharmaerp.api.platform.users;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What a PATCH of a user may change. Roles and active change only through the signed access change. */
@Schema(name = "UserChange")
public record UserChange(@NotBlank @Size(max = 200) String printedName) {
}
