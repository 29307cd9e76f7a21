package com.pharmaerp.api.distribution.domain;

import java.time.LocalDate;

/**
 * What a clerk or supervisor writes of a customer; the status moves only by QA's signed transitions.
 *
 * @param country ISO 3166-1 alpha-2
 * @param licenseNumber the customer's wholesale or dispensing authorisation
 */
public record CustomerData(String code, String name, String country, String licenseNumber, LocalDate licenseExpiresOn) {
}
