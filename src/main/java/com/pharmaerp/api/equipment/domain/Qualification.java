package com.pharmaerp.api.equipment.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.users.Signature;

/** QA's qualification of a piece (IQ/OQ/PQ summarised), valid through {@code qualifiedUntil}. */
public record Qualification(LocalDate qualifiedUntil, String summary, Signature approval) {
}
