package com.pharmaerp.api.qms;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.ComplaintEvent;
import com.pharmaerp.api.qms.domain.ProductQualityReviewEvent;
import com.pharmaerp.api.qms.domain.RecallEvent;

/** The quality-management system's events: its recalls, complaints, CAPAs and product quality reviews. */
public final class QmsEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                RecallEvent.Opened.TYPE,
                RecallEvent.Closed.TYPE,
                ComplaintEvent.Received.TYPE,
                ComplaintEvent.Assessed.TYPE,
                ComplaintEvent.Reported.TYPE,
                ComplaintEvent.Investigated.TYPE,
                ComplaintEvent.Escalated.TYPE,
                ComplaintEvent.Closed.TYPE,
                ComplaintEvent.ReportOverdue.TYPE,
                CapaEvent.Opened.TYPE,
                CapaEvent.ActionAdded.TYPE,
                CapaEvent.ActionCompleted.TYPE,
                CapaEvent.ActionExtended.TYPE,
                CapaEvent.ActionCancelled.TYPE,
                CapaEvent.CheckDefined.TYPE,
                CapaEvent.Implemented.TYPE,
                CapaEvent.EffectivenessEvaluated.TYPE,
                CapaEvent.Closed.TYPE,
                CapaEvent.Cancelled.TYPE,
                CapaActionEvent.Overdue.TYPE,
                ProductQualityReviewEvent.Created.TYPE,
                ProductQualityReviewEvent.Refreshed.TYPE,
                ProductQualityReviewEvent.Reviewed.TYPE,
                ProductQualityReviewEvent.Approved.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("recall", "/v1/recalls", "complaint", "/v1/complaints", "capa", "/v1/capas",
                "product_quality_review", "/v1/product-quality-reviews");
    }
}
