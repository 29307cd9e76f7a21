package com.pharmaerp.api.platform.documents;

import java.time.Instant;

/**
 * What every page of a printed document carries, so a paper copy can be matched with the
 * electronic record: its number, when it was generated, and the SHA-256 of its JSON form.
 */
public record Imprint(String number, Instant generatedAt, String sha256) {
}
