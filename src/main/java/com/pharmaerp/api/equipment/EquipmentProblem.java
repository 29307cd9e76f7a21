package com.pharmaerp.api.equipment;

import com.pharmaerp.api.platform.problem.ProblemType;

/** Equipment's own problem codes (docs/design/equipment.md). */
public final class EquipmentProblem {

    public static final ProblemType DUPLICATE_CODE = new ProblemType("duplicate_code", 409, "Duplicate code");
    /** A claim or an instrument's use refused: {@code errors[]} names each blocker. */
    public static final ProblemType EQUIPMENT_NOT_USABLE = new ProblemType("equipment_not_usable", 409,
            "Equipment not usable");
    /** A cleaning or retirement of equipment an order holds. */
    public static final ProblemType IN_USE = new ProblemType("in_use", 409, "Equipment in use");

    private EquipmentProblem() {
    }
}
