package com.pharmaerp.api.production.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.resource.RevisedRepository;
import com.pharmaerp.api.production.domain.Recipe;

@ApplicationScoped
public class RecipeRepository implements RevisedRepository<Recipe> {

    @Override
    public String subjectField() {
        return "productMaterialId";
    }
}
