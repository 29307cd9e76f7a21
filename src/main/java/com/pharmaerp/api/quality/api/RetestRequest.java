package com.pharmaerp.api.quality.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A retest of a released lot, before or after its retest date. */
@Schema(name = "RetestInput")
public record RetestRequest(@NotBlank @Size(max = 40) String lotId) {
}
