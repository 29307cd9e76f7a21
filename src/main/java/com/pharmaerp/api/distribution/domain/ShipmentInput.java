package com.pharmaerp.api.distribution.domain;

import java.util.List;

import com.pharmaerp.api.platform.quantity.QuantityJson;

/** A shipment as the clerk writes it, before it is checked: quantities in any unit that converts to the material's. */
public record ShipmentInput(String customerId, List<Line> lines) {

    public record Line(int lineNo, String materialId, QuantityJson quantity, String lotId, String fefoOverrideReason) {
    }
}
