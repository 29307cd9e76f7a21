package com.pharmaerp.api.warehouse.domain;

import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A count as the audit trail records it, with the lines an event concerns (never all of a large
 * count's).
 *
 * @param status the status's id
 */
public record InventoryCountState(String number, String locationId, String status, List<Line> lines, Signature posting,
        List<String> adjustmentMovementIds) {

    /** @param countedQuantity null until counted */
    public record Line(int lineNo, String lotId, SignedAmount bookQuantity, SignedAmount countedQuantity,
            String countedBy) {

        static Line of(InventoryCount.Line line) {
            return new Line(line.lineNo(), line.lotId(), SignedAmount.of(line.bookQuantity(), line.unit()),
                    line.countedQuantity() == null ? null : SignedAmount.of(line.countedQuantity(), line.unit()),
                    line.countedBy());
        }
    }
}
