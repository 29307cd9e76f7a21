package com.pharmaerp.api.warehouse.api;

import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.warehouse.repository.StockBalanceRepository.Balance;

/** How much of a lot is in a location: always the sum of the ledger's movements. */
@Schema(name = "StockBalance")
public record StockBalanceView(String materialId, String lotId, String locationId,
        @Schema(description = "In the material's base unit; never below zero.") QuantityJson quantity,
        @Schema(description = "The lot's status as of the business date.",
                enumeration = { "quarantine", "released", "rejected", "on_hold", "expired", "destroyed" }) String lotStatus) {
    public static StockBalanceView of(Balance balance, LocalDate today) {
        return new StockBalanceView(balance.materialId(), balance.lotId(), balance.locationId(),
                QuantityJson.of(new Quantity(balance.quantity(), Unit.ofSymbol(balance.unit()).orElseThrow())),
                balance.status(today).id());
    }
}
