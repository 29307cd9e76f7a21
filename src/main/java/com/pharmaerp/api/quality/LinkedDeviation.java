package com.pharmaerp.api.quality;

import com.pharmaerp.api.platform.users.Signature;

/** A deviation as documents list it ({@link DeviationLinks}); closure null while open. */
public record LinkedDeviation(String deviationId, String number, String description, String status, Signature closure) {
}
