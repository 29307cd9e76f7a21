package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;
import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A purchase order as a buyer writes it, before it is checked: quantities in any unit that converts to the material's. */
public record OrderInput(String supplierId, List<Line> lines) {

    public record Line(int lineNo, String materialId, QuantityJson quantity, LocalDate dueDate) {
    }
}
