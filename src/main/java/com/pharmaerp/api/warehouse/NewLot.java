package com.pharmaerp.api.warehouse;

import java.time.LocalDate;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * A lot to receive into quarantine ({@link LotReceiving}).
 *
 * @param lotId from {@link LotReceiving#nextLotId()}, known before the lot is written so its inspection lot can be sent with it
 * @param quantity in the material's base unit
 * @param sourceId what received it (a goods receipt), the receipt movement's reference
 */
public record NewLot(String lotId, String materialId, Quantity quantity, String supplierLotNumber, LocalDate manufacturedOn,
        LocalDate expiresOn, LocalDate receivedOn, String locationId, String sourceId) {
}
