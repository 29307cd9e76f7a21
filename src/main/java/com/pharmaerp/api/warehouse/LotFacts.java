package com.pharmaerp.api.warehouse;

import java.time.LocalDate;

/** A lot as documents describe it ({@link WarehouseNames}), its status as of the business date. */
public record LotFacts(String id, String number, String materialId, String origin, String supplierLotNumber,
        LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn, String status) {
}
