package com.pharmaerp.api.platform.users;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A signed transition that carries nothing but its signature (suspend a supplier, hold a lot). */
@Schema(name = "SignedRequest")
public record SignedRequest(@NotNull @Valid SignatureRequest signature) implements Signed {
}
