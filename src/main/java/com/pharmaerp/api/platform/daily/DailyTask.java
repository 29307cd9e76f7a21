package com.pharmaerp.api.platform.daily;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * Something that falls due on a business date (an overdue notice, a check whose window ended), done by
 * the daily pass for one tenant at a time. Every pod runs the pass, so a task claims each due item with
 * a conditional update (for example {@code UPDATE … SET overdue_notified_at = $now WHERE … AND
 * overdue_notified_at IS NULL RETURNING …}) and records events only for the rows it claimed: a second
 * pod running at the same moment waits on those rows and then finds nothing left to claim.
 */
public interface DailyTask {

    /** Names the task in the log when it fails. */
    String name();

    /**
     * Runs in a write unit of work of one tenant, acting as the service itself; {@code work.today()} is the
     * tenant's business date (the sandbox clock applies). The events it records join that tenant's audit chain.
     */
    Uni<Void> run(UnitOfWork work);
}
