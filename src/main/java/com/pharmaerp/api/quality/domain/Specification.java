package com.pharmaerp.api.quality.domain;

import java.util.List;
import java.util.Optional;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.resource.RevisedEntity;

/** One revision of a material's specification: the tests its lots are inspected against. */
@Entity
@Table(name = "specifications")
public class Specification extends RevisedEntity<SpecificationData> {

    public static final String ID_PREFIX = "spec";

    private static final TypeReference<List<SpecificationTest>> TESTS = new TypeReference<>() {
    };

    @Column(name = "material_id")
    public String materialId;
    /** The tests as JSON (see {@link #tests()}). */
    @Column(name = "tests")
    public String testsJson;

    @Override
    public String noun() {
        return "specification";
    }

    public List<SpecificationTest> tests() {
        return StoredJson.read(testsJson, TESTS);
    }

    public Optional<SpecificationTest> test(String code) {
        return tests().stream().filter(test -> test.code().equals(code)).findFirst();
    }

    @Override
    public SpecificationData data() {
        return new SpecificationData(materialId, tests());
    }

    @Override
    protected void apply(SpecificationData data) {
        materialId = data.materialId();
        testsJson = StoredJson.write(data.tests());
    }
}
