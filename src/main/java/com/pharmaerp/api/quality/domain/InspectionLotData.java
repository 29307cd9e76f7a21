package com.pharmaerp.api.quality.domain;

/**
 * What an inspection lot is from its opening on.
 *
 * @param specificationId the specification revision it is tested against; null until the quality
 *        module's specifications exist (issue: quality)
 */
public record InspectionLotData(String number, String lotId, String materialId, String origin, String specificationId) {
}
