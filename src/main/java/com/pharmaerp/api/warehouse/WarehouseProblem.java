package com.pharmaerp.api.warehouse;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The warehouse module's own problem codes. */
public enum WarehouseProblem implements ProblemType {
    MATERIAL_CODE_TAKEN(409, "Material code taken"),
    LOCATION_CODE_TAKEN(409, "Location code taken");

    private final int status;
    private final String title;

    WarehouseProblem(int status, String title) {
        this.status = status;
        this.title = title;
    }

    @Override
    public int status() {
        return status;
    }

    @Override
    public String title() {
        return title;
    }
}
