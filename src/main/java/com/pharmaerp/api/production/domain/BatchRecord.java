package com.pharmaerp.api.production.domain;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.equipment.RecordUse;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.quality.InspectionReport;
import com.pharmaerp.api.quality.LinkedDeviation;
import com.pharmaerp.api.warehouse.LocationName;
import com.pharmaerp.api.warehouse.LotFacts;
import com.pharmaerp.api.warehouse.MaterialName;

/**
 * What a batch record states (21 CFR 211.188): the order with its consumptions, the recipe revision
 * it was made from, the materials, lots and locations they name, the deviations linked to it, the
 * output lot's inspection, and the audit trail of the order, the stock movements it posted and its
 * output lot.
 *
 * @param printedNames by user id: everyone who charged a material or appears in the audit trail
 */
public record BatchRecord(ProductionOrder order, Recipe recipe, Map<String, MaterialName> materials,
        Map<String, LotFacts> lots, Map<String, LocationName> locations, List<LinkedDeviation> deviations,
        InspectionReport inspection, List<AuditEvent> auditTrail, Map<String, String> printedNames,
        List<ProductionStep> steps, List<RecordUse> equipment, ExceptionReport exceptions, String exceptionsSha256) {

    /** {@code BR-<batch number>}. */
    public String number() {
        return "BR-" + order.number();
    }
}
