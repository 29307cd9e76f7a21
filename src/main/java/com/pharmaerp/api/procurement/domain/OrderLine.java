package com.pharmaerp.api.procurement.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.quantity.Quantity;

/**
 * A line of a purchase order: so much of a material by a date, and how much of it was received.
 * Quantities are in the material's base unit.
 */
public record OrderLine(int lineNo, String materialId, Quantity quantity, Quantity receivedQuantity, LocalDate dueDate) {

    public Quantity open() {
        return quantity.minus(receivedQuantity);
    }

    public boolean fullyReceived() {
        return receivedQuantity.compareTo(quantity) >= 0;
    }

    OrderLine received(Quantity more) {
        return new OrderLine(lineNo, materialId, quantity, receivedQuantity.plus(more), dueDate);
    }

    OrderLine returned(Quantity less) {
        return new OrderLine(lineNo, materialId, quantity, receivedQuantity.minus(less), dueDate);
    }
}
