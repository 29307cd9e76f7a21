package com.pharmaerp.api.platform.audit.api;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The result of recomputing a tenant's chain. */
@Schema(name = "AuditVerification")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AuditVerification(
        boolean valid,
        @Schema(description = "Events checked, up to the first broken one.", minimum = "0", maximum = "9223372036854775807") long events,
        @Schema(description = "The first sequence whose event does not match the chain; absent when valid.", minimum = "1",
                maximum = "9223372036854775807")
        Long brokenAt) {

    public static AuditVerification valid(long events) {
        return new AuditVerification(true, events, null);
    }

    public static AuditVerification broken(long events, long sequence) {
        return new AuditVerification(false, events, sequence);
    }
}
