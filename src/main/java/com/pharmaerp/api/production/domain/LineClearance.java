package com.pharmaerp.api.production.domain;

import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * The inspection of the area before a batch starts (21 CFR 211.188(b)(e)): where, the checklist with every item
 * confirmed, the order cleared there before this one (null for the location's first), and the signature.
 */
public record LineClearance(String locationId, List<Item> checklist, String previousOrderId, String previousOrderNumber,
        Signature signature) {

    public record Item(String item, boolean confirmed) {
    }

    public LineClearance {
        checklist = List.copyOf(checklist);
    }
}
