package com.pharmaerp.api.distribution.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;

/** A customer as every read returns it, with the signatures of its last approval and suspension. */
@Schema(name = "Customer")
public record CustomerView(
        @Schema(examples = "cus_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
        @Schema(maxLength = 2) String country,
        @Schema(maxLength = 100) String licenseNumber, LocalDate licenseExpiresOn,
        @Schema(enumeration = { "pending", "approved", "suspended" }) String status,
        @Schema(description = "QA's signature of the last approval; null until the first.", nullable = true)
        Signature approval,
        @Schema(description = "QA's signature of the last suspension; null until the first.", nullable = true)
        Signature suspension,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static CustomerView of(Customer c) {
        return new CustomerView(c.id(), c.code(), c.name(), c.country(), c.data().licenseNumber(),
                c.data().licenseExpiresOn(), c.status().id(), c.approval(), c.suspension(), c.version(), c.createdAt(),
                c.updatedAt());
    }
}
