package com.pharmaerp.api.qms.domain;

import java.time.LocalDate;

/**
 * What a complaint says as received: when, what, where from, about which lot, shipment or material,
 * and who reported it.
 *
 * @param awareOn the day the company learned of it, the reporting clock's start
 * @param country ISO 3166-1 alpha-2, upper case
 */
public record ComplaintData(LocalDate receivedOn, LocalDate awareOn, ComplaintCategory category, String description,
        String country, String customerId, String shipmentId, String lotId, String materialId, Reporter reporter) {

    /** Who reported it, and how to reach them. */
    public record Reporter(String name, String contact) {
    }

    /** The same complaint with the material its lot is of and the customer its shipment went to, where those were missing. */
    public ComplaintData filledIn(String lotMaterialId, String shipmentCustomerId) {
        return new ComplaintData(receivedOn, awareOn, category, description, country,
                customerId == null ? shipmentCustomerId : customerId, shipmentId, lotId,
                materialId == null ? lotMaterialId : materialId, reporter);
    }
}
