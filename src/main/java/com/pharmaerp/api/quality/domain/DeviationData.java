package com.pharmaerp.api.quality.domain;

import java.util.List;

/** What a deviation says: what happened, and the ids of the records it concerns. */
public record DeviationData(String description, List<String> references) {
}
