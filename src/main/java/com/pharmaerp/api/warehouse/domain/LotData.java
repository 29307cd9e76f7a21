package com.pharmaerp.api.warehouse.domain;

import java.time.LocalDate;

/**
 * What a lot is from its creation on; none of it changes afterwards.
 *
 * @param sourceId the goods receipt (origin receipt) or production order (origin production) that made it
 */
public record LotData(String number, String materialId, String unit, String origin, String sourceId,
        String supplierLotNumber, LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn) {
}
