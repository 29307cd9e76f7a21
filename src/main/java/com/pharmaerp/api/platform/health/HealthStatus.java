package com.pharmaerp.api.platform.health;

import com.fasterxml.jackson.annotation.JsonValue;

/** The three states of the health draft; the worst check decides the service's status. */
public enum HealthStatus {
    PASS("pass"),
    WARN("warn"),
    FAIL("fail");

    private final String value;

    HealthStatus(String value) {
        this.value = value;
    }

    @JsonValue
    public String value() {
        return value;
    }

    public HealthStatus worse(HealthStatus other) {
        return other.ordinal() > ordinal() ? other : this;
    }

    /** 200 while the service can serve (pass, warn), 503 once it cannot (fail). */
    public int httpStatus() {
        return this == FAIL ? 503 : 200;
    }
}
