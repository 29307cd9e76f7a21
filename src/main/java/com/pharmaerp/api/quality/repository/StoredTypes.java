package com.pharmaerp.api.quality.repository;

import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.UsageDecision;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The domain's values this module keeps as JSON in a column, read and written by a mapper of their own: native images need them registered. */
@RegisterForReflection(targets = { SpecificationTest.class, UsageDecision.class })
final class StoredTypes {

    private StoredTypes() {
    }
}
