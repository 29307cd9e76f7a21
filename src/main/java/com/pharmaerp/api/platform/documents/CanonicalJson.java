package com.pharmaerp.api.platform.documents;

import java.io.IOException;

import jakarta.enterprise.context.ApplicationScoped;

import org.erdtman.jcs.JsonCanonicalizer;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The SHA-256 of a value's canonical JSON (RFC 8785: keys sorted, no whitespace, one way to write each string and
 * number): a client that reads the value in a response recomputes the same digest from it, whatever its JSON
 * library's key order or spacing.
 */
@ApplicationScoped
public class CanonicalJson {

    private final ObjectMapper mapper;

    public CanonicalJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** 64 lowercase hex digits over the value as the API writes it, canonicalised. */
    public String sha256(Object value) {
        try {
            return Documents.sha256(new JsonCanonicalizer(mapper.writeValueAsBytes(value)).getEncodedUTF8());
        } catch (IOException e) {
            throw new IllegalStateException("a value the API writes is canonical JSON too", e);
        }
    }
}
