package com.pharmaerp.api.quality.domain;

import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;

/**
 * QA's signed decision on an inspection lot.
 *
 * @param decision {@code accept} or {@code reject}
 */
public record UsageDecision(String decision, Signature signature) {

    public static final String ACCEPT = "accept";
    public static final String REJECT = "reject";
    public static final String PATTERN = "accept|reject";

    public boolean accepted() {
        return ACCEPT.equals(decision);
    }

    public String toJson() {
        return StoredJson.write(this);
    }

    /** @return null for no decision yet */
    public static UsageDecision fromJson(String json) {
        return json == null ? null : StoredJson.read(json, UsageDecision.class);
    }
}
