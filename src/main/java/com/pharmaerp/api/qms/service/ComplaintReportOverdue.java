package com.pharmaerp.api.qms.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.domain.ComplaintEvent;
import com.pharmaerp.api.qms.repository.ComplaintRepository;

import io.smallrye.mutiny.Uni;

/** The daily pass's notice of a reportable complaint whose report is past due: claimed by one pod, emitted once. */
@ApplicationScoped
public class ComplaintReportOverdue implements DailyTask {

    private final ComplaintRepository complaints;

    public ComplaintReportOverdue(ComplaintRepository complaints) {
        this.complaints = complaints;
    }

    @Override
    public String name() {
        return ComplaintEvent.ReportOverdue.TYPE.type();
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return complaints.claimReportOverdue(work, work.today(), work.now())
                .invoke(claimed -> claimed.forEach(complaint -> work.record(complaint.noticeReportOverdue(work.today()))))
                .replaceWithVoid();
    }
}
