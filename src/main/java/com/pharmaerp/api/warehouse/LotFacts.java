package com.pharmaerp.api.warehouse;

import java.time.LocalDate;

/**
 * A lot as documents describe it ({@link WarehouseNames}), its status as of the business date.
 *
 * @param sourceId the goods receipt (origin receipt) or production order (origin production) that made it
 */
public record LotFacts(String id, String number, String materialId, String origin, String sourceId, String supplierLotNumber,
        LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn, String status) {
}
