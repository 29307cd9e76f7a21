-- Out-of-specification investigations and a deviation's life cycle.

-- A failing result opens one investigation (oos_investigations_one_per_result); only its conclusion
-- invalidates that result. A phase is stored as the JSON of its findings and signature.
CREATE TABLE oos_investigations (
    tenant_id         text        NOT NULL,
    id                text        NOT NULL,
    number            text        NOT NULL,
    inspection_lot_id text        NOT NULL,
    lot_id            text        NOT NULL,
    result_id         text        NOT NULL,
    test_code         text        NOT NULL,
    value             text        NOT NULL,
    limits            text        NOT NULL,
    status            text        NOT NULL CHECK (status IN ('phase_1', 'phase_2', 'closed')),
    due_on            date        NOT NULL,
    phase1            text,
    phase2            text,
    conclusion        text        CHECK (conclusion IN ('invalidated', 'confirmed')),
    version           integer     NOT NULL,
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'closed') = (conclusion IS NOT NULL))
);
CREATE UNIQUE INDEX oos_investigations_one_per_result ON oos_investigations (tenant_id, result_id);
CREATE INDEX oos_investigations_newest ON oos_investigations (tenant_id, created_at DESC, id DESC);
CREATE INDEX oos_investigations_inspection_lot ON oos_investigations (tenant_id, inspection_lot_id, status);
CREATE INDEX oos_investigations_lot ON oos_investigations (tenant_id, lot_id);

SELECT erp_isolate_tenant('oos_investigations');
GRANT SELECT, INSERT, UPDATE ON oos_investigations TO ${app_role};

-- An invalidation names the investigation that concluded it and its category, or the signature of a
-- passing result's direct invalidation. The trigger keeps refusing any other change of a result.
ALTER TABLE inspection_results
    ADD COLUMN invalidation_investigation_id text,
    ADD COLUMN invalidation_category         text,
    ADD COLUMN invalidation_signature        text;

-- A deviation is triaged (classification, the CAPA decision), investigated and closed, or cancelled;
-- it falls due on due_on, and the daily pass claims an overdue one once through overdue_notified_at.
ALTER TABLE deviations DROP CONSTRAINT deviations_status_check;
ALTER TABLE deviations
    ADD CONSTRAINT deviations_status_check CHECK (status IN ('open', 'investigating', 'closed', 'cancelled')),
    ADD COLUMN occurred_on         date,
    ADD COLUMN due_on              date,
    ADD COLUMN classification      text CHECK (classification IN ('minor', 'major', 'critical')),
    ADD COLUMN capa_required       boolean,
    ADD COLUMN rationale           text,
    ADD COLUMN triage              text,
    ADD COLUMN investigation       text,
    ADD COLUMN cancellation        text,
    ADD COLUMN overdue_notified_at timestamptz;

-- Existing deviations fall due 30 days after they were opened, as new ones do.
ALTER TABLE deviations NO FORCE ROW LEVEL SECURITY;
UPDATE deviations SET due_on = (created_at AT TIME ZONE 'UTC')::date + 30;
ALTER TABLE deviations FORCE ROW LEVEL SECURITY;
ALTER TABLE deviations ALTER COLUMN due_on SET NOT NULL;
-- The daily pass looks for deviations not yet claimed as overdue.
CREATE INDEX deviations_due ON deviations (tenant_id, due_on) WHERE overdue_notified_at IS NULL;
