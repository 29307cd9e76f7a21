package com.pharmaerp.api.quality.domain;

import java.time.LocalDate;
import java.util.List;

/**
 * What a deviation says: what happened, the ids of the records it concerns, and when it happened.
 *
 * @param occurredOn null when not given
 */
public record DeviationData(String description, List<String> references, LocalDate occurredOn) {
}
