package com.pharmaerp.api.quality.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.resource.RevisedRepository;
import com.pharmaerp.api.quality.domain.Specification;

@ApplicationScoped
public class SpecificationRepository implements RevisedRepository<Specification> {

    @Override
    public String subjectField() {
        return "materialId";
    }
}
