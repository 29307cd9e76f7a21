package com.pharmaerp.api.procurement.api;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.procurement.domain.Supplier;

/** A supplier as every read returns it, with the signatures of its last approval and suspension. */
@Schema(name = "Supplier")
public record SupplierView(
        @Schema(examples = "sup_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String code, @Schema(maxLength = 200) String name,
        @Schema(enumeration = { "pending", "approved", "suspended" }) String status,
        @Schema(description = "The materials QA approved it for; orders and receipts of others are refused.", maxItems = 10000)
        List<String> approvedMaterialIds,
        @Schema(description = "QA's signature of the last approval; null until the first.", nullable = true)
        Signature approval,
        @Schema(description = "QA's signature of the last suspension; null until the first.", nullable = true)
        Signature suspension,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static SupplierView of(Supplier s) {
        return new SupplierView(s.id(), s.code(), s.name(), s.status().id(), s.approvedMaterials(), s.approval(),
                s.suspension(), s.version(), s.createdAt(), s.updatedAt());
    }
}
