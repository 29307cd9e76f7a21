package com.pharmaerp.api.quality.domain;

import java.util.List;

/** What a specification revision is: the material and its tests. */
public record SpecificationData(String materialId, List<SpecificationTest> tests) {
}
