package com.pharmaerp.api.warehouse.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A lot as the audit trail records it: its stored status, without the ledger's quantity.
 *
 * @param status the stored status's id
 * @param heldFrom the id of the status an on-hold lot returns to
 */
public record LotState(String number, String materialId, String origin, String sourceId, String supplierLotNumber,
        LocalDate manufacturedOn, LocalDate expiresOn, LocalDate retestOn, String status, String heldFrom, Signature hold,
        Signature releaseFromHold, Signature qualityDecision, Signature destruction) {
}
