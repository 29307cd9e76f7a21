package com.pharmaerp.api.quality.domain;

import java.util.Locale;

import com.pharmaerp.api.platform.users.Signature;

/**
 * QA's signed decision on an inspection lot, as it is stored and audited.
 *
 * @param decision {@code accept} or {@code reject}, a {@link Verdict}'s id
 */
public record UsageDecision(String decision, Signature signature) {

    /** accept releases the lot (or moves its retest date on); reject rejects it. */
    public enum Verdict {
        ACCEPT, REJECT;

        public static final String PATTERN = "accept|reject";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Verdict of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    public boolean accepted() {
        return Verdict.ACCEPT.id().equals(decision);
    }
}
