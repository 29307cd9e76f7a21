package com.pharmaerp.api.quality.domain;

/**
 * What an inspection lot is from its opening on.
 *
 * @param specificationId the specification revision it is tested against, kept even when a later one is approved
 */
public record InspectionLotData(String number, String lotId, String materialId, InspectionLot.Origin origin,
        String specificationId) {
}
