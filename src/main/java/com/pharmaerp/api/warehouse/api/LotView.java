package com.pharmaerp.api.warehouse.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.warehouse.domain.Lot;

/** A lot as every read returns it, its status as of the business date. */
@Schema(name = "Lot")
public record LotView(
        @Schema(examples = "lot_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(description = "Per tenant, sequential.", examples = "L-000001", maxLength = 20) String number,
        String materialId,
        @Schema(enumeration = { "receipt", "production" }) String origin,
        @Schema(description = "The goods receipt (origin receipt) or production order (origin production) that made it.")
        String sourceId,
        @Schema(nullable = true, maxLength = 80) String supplierLotNumber,
        LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn,
        @Schema(description = "expired is read from the business date (after expiresOn) for any lot neither rejected nor "
                + "destroyed; destroyed is final.",
                enumeration = { "quarantine", "released", "rejected", "on_hold", "expired", "destroyed" }) String status,
        @Schema(description = "The status a lot on hold returns to.", nullable = true,
                enumeration = { "quarantine", "released" }) String heldFrom,
        @Schema(description = "On hand in all locations, in the material's base unit.") QuantityJson quantity,
        @Schema(description = "QA's signature of the last hold.", nullable = true) Signature hold,
        @Schema(description = "QA's signature of the last release from hold.", nullable = true) Signature releaseFromHold,
        @Schema(description = "QA's signature of the usage decision that last released, retested or rejected it.",
                nullable = true) Signature qualityDecision,
        @Schema(description = "QA's signature of its destruction; null unless destroyed.", nullable = true)
        Signature destruction,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static LotView of(Lot lot, LocalDate today) {
        return new LotView(lot.id(), lot.number(), lot.materialId(), lot.origin(), lot.sourceId(), lot.supplierLotNumber(),
                lot.manufacturedOn(), lot.expiresOn(), lot.retestOn(), lot.status(today).id(),
                lot.heldFrom() == null ? null : lot.heldFrom().id(),
                QuantityJson.of(new Quantity(lot.quantity(), Unit.ofSymbol(lot.unit()).orElseThrow())), lot.hold(),
                lot.releaseFromHold(), lot.qualityDecision(), lot.destruction(), lot.version(), lot.createdAt(),
                lot.updatedAt());
    }
}
