package com.pharmaerp.api.quality.domain;

/**
 * What an inspection lot is from its opening on.
 *
 * @param origin {@code receipt}, {@code production} or {@code retest}
 * @param specificationId the specification revision it is tested against, kept even when a later one is approved
 */
public record InspectionLotData(String number, String lotId, String materialId, String origin, String specificationId) {
}
