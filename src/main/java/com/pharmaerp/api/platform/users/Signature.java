package com.pharmaerp.api.platform.users;

import java.time.Instant;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** A stored e-signature, shown wherever the signed record is read. */
@Schema(name = "Signature")
@RegisterForReflection // also stored and read by a mapper of its own: native images need it registered
public record Signature(
        String userId,
        @Schema(description = "The signer's printed name at signing.") String printedName,
        String meaning, String reason,
        @Schema(description = "UTC.") Instant signedAt,
        @Schema(description = "The version of the record the signer saw and signed.") int version) {

    /** Its own mapper: the stored form must not move with the application's JSON settings. */
    private static final ObjectMapper STORED = JsonMapper.builder().addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();

    /** The form kept in a signed record's column. */
    public String toJson() {
        try {
            return STORED.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a signature cannot be stored", e);
        }
    }

    /** @return null for no signature */
    public static Signature fromJson(String json) {
        if (json == null) {
            return null;
        }
        try {
            return STORED.readValue(json, Signature.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored signature is not JSON", e);
        }
    }
}
