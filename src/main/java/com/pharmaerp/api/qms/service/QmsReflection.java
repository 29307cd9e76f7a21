package com.pharmaerp.api.qms.service;

import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaActionEvent;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.CapaSource;
import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.domain.ComplaintData;
import com.pharmaerp.api.qms.domain.ComplaintEvent;
import com.pharmaerp.api.qms.domain.ComplaintState;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;
import com.pharmaerp.api.qms.domain.ProductQualityReviewEvent;
import com.pharmaerp.api.qms.domain.RecallEvent;
import com.pharmaerp.api.qms.domain.ReviewContent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The recalls', complaints', CAPAs' and product quality reviews' audited state, events and stored parts (a review's
 * content among them), serialised into the audit trail and columns: native images need them registered.
 */
@RegisterForReflection(targets = { RecallEvent.State.class, RecallEvent.Opened.class, RecallEvent.Closed.class,
        ComplaintState.class, ComplaintData.Reporter.class, Complaint.Assessment.class, Complaint.Report.class,
        Complaint.Investigation.class, Complaint.Closure.class, ComplaintEvent.Received.class,
        ComplaintEvent.Assessed.class, ComplaintEvent.Reported.class, ComplaintEvent.Investigated.class,
        ComplaintEvent.Escalated.class, ComplaintEvent.Closed.class, ComplaintEvent.ReportOverdue.class,
        CapaEvent.State.class, CapaEvent.Opened.class, CapaEvent.ActionAdded.class, CapaEvent.ActionCompleted.class,
        CapaEvent.ActionExtended.class, CapaEvent.ActionCancelled.class, CapaEvent.CheckDefined.class,
        CapaEvent.Implemented.class, CapaEvent.EffectivenessEvaluated.class, CapaEvent.Closed.class,
        CapaEvent.Cancelled.class, CapaActionEvent.State.class, CapaActionEvent.Overdue.class, CapaAction.State.class,
        CapaAction.Completion.class, CapaAction.Extension.class, CapaSource.Stored.class, EffectivenessCheck.Stored.class,
        EffectivenessCheck.Criterion.class, ProductQualityReviewEvent.State.class,
        ProductQualityReviewEvent.Created.class, ProductQualityReviewEvent.Refreshed.class,
        ProductQualityReviewEvent.Reviewed.class, ProductQualityReviewEvent.Approved.class, ReviewContent.class,
        ReviewContent.Count.class, ReviewContent.Batches.class, ReviewContent.Batch.class, ReviewContent.Statistic.class,
        ReviewContent.Point.class, ReviewContent.Yield.class, ReviewContent.Results.class, ReviewContent.Oos.class,
        ReviewContent.Investigation.class, ReviewContent.Deviations.class, ReviewContent.Deviation.class,
        ReviewContent.Capas.class, ReviewContent.Capa.class, ReviewContent.Complaints.class, ReviewContent.Complaint.class,
        ReviewContent.Returns.class, ReviewContent.ReturnReason.class, ReviewContent.Return.class,
        ReviewContent.Recalls.class, ReviewContent.Recall.class, ReviewContent.Changes.class, ReviewContent.Revision.class,
        ReviewContent.StartingMaterials.class, ReviewContent.StartingMaterial.class, ReviewContent.Supplier.class,
        ReviewContent.StatusChange.class, ReviewContent.ReceivedLot.class, ReviewContent.Equipment.class,
        ReviewContent.Piece.class, ReviewContent.FailedCalibration.class })
final class QmsReflection {

    private QmsReflection() {
    }
}
