package com.pharmaerp.api.equipment.domain;

import java.time.Instant;

/** The order holding a piece since a business time, and the lot it makes. */
public record Claim(String orderId, String number, String lotId, String lotNumber, Instant since) {
}
