package com.pharmaerp.api.distribution.api;

import java.time.LocalDate;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.distribution.domain.CustomerData;

/** A customer as the clerk or a supervisor creates it, or as it reads after a merge patch is applied. */
@Schema(name = "CustomerInput")
public record CustomerRequest(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9._-]*", message = "letters, digits, '.', '_' and '-' only")
        @Schema(description = "Unique per tenant, e.g. CUS-PHARMA-NORD.", maxLength = 40) String code,
        @NotBlank @Size(max = 200) @Schema(maxLength = 200) String name,
        @NotNull @Pattern(regexp = "[A-Z]{2}", message = "must be an ISO 3166-1 alpha-2 code, e.g. DE")
        @Schema(description = "ISO 3166-1 alpha-2, e.g. DE.", pattern = "[A-Z]{2}", maxLength = 2) String country,
        @NotBlank @Size(max = 100) @Schema(description = "The customer's wholesale or dispensing authorisation.", maxLength = 100)
        String licenseNumber,
        @NotNull @Schema(description = "YYYY-MM-DD. An expired licence may be recorded; nothing ships to it.")
        LocalDate licenseExpiresOn) {

    public CustomerData toData() {
        return new CustomerData(code, name, country, licenseNumber, licenseExpiresOn);
    }

    public static CustomerRequest of(CustomerData data) {
        return new CustomerRequest(data.code(), data.name(), data.country(), data.licenseNumber(), data.licenseExpiresOn());
    }
}
