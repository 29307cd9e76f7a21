package com.pharmaerp.api.training.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.training.domain.TrainingRecord;
import com.pharmaerp.api.training.repository.TrainingRecordRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * The daily pass's notice that a training record expires soon: {@code training_record.expiring},
 * once per record, {@code erp.training.expiry-notice-days} before it expires. The conditional update
 * claims each record once across pods.
 */
@ApplicationScoped
public class ExpiryNotices implements DailyTask {

    private final TrainingRecordRepository records;
    private final int noticeDays;

    public ExpiryNotices(TrainingRecordRepository records, ErpConfig config) {
        this.records = records;
        this.noticeDays = config.training().expiryNoticeDays();
    }

    @Override
    public String name() {
        return "training record expiry notices";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return records.claimExpiring(work, work.today(), noticeDays)
                .invoke(claimed -> claimed.forEach(record -> work.record(TrainingRecord.expiring(record.id(),
                        record.userId(), record.courseCode(), record.expiresOn()))))
                .replaceWithVoid();
    }
}
