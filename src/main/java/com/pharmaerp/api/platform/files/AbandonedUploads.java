package com.pharmaerp.api.platform.files;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.daily.DailyTask;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** The daily pass's sweep of chunks an upload stored in PostgreSQL without committing (S3: the bucket's lifecycle rule). */
@ApplicationScoped
public class AbandonedUploads implements DailyTask {

    private final PostgresFileStore chunks;

    AbandonedUploads(PostgresFileStore chunks) {
        this.chunks = chunks;
    }

    @Override
    public String name() {
        return "abandoned upload chunks";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        return chunks.sweep(work).replaceWithVoid();
    }
}
