-- Equipment (docs/design/equipment.md): pieces whose usability is computed from their record, their cleanings,
-- calibrations and maintenance (never changed once written), and every use of a piece by an order or an
-- inspection lot, so a failed calibration's impact is one indexed query. Times of cleaning and use are business
-- time (the sandbox clock's offset applied); created_at, updated_at and recorded_at are real time.

CREATE TABLE equipment (
    tenant_id                 text        NOT NULL,
    id                        text        NOT NULL,
    code                      text        NOT NULL,
    name                      text        NOT NULL,
    kind                      text        NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    location_id               text        NOT NULL,
    product_contact           boolean     NOT NULL,
    instrument                boolean     NOT NULL,
    clean_hold_hours          integer     CHECK (clean_hold_hours > 0),
    dirty_hold_hours          integer     CHECK (dirty_hold_hours > 0),
    max_campaign_batches      integer     CHECK (max_campaign_batches > 0),
    calibration_interval_days integer     CHECK (calibration_interval_days > 0),
    maintenance_interval_days integer     CHECK (maintenance_interval_days > 0),
    qualification             text,
    qualified_until           date,
    out_of_service_reason     text,
    service_return            text,
    retirement                text,
    clean_since               timestamptz,
    dirty_since               timestamptz,
    pending_cleaning_id       text,
    last_cleaning             text,
    campaign_batches          integer     NOT NULL DEFAULT 0,
    calibration_due_on        date,
    calibration_failed        boolean     NOT NULL DEFAULT false,
    last_calibration          text,
    maintenance_due_on        date,
    claim                     text,
    claimed_by                text,
    last_order_id             text,
    last_order_number         text,
    -- The dirty period whose hold breach the daily pass opened a deviation for, and that deviation.
    breach_dirty_since        timestamptz,
    deviation_id              text,
    -- The due dates the daily pass gave notice of.
    calibration_notice_on     date,
    maintenance_notice_on     date,
    version                   integer     NOT NULL,
    created_at                timestamptz NOT NULL,
    updated_at                timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    CONSTRAINT equipment_code UNIQUE (tenant_id, code),
    -- The location is checked by the database: equipment names no module.
    CONSTRAINT equipment_location FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id),
    CHECK (product_contact = (clean_hold_hours IS NOT NULL AND dirty_hold_hours IS NOT NULL)),
    CHECK (NOT instrument OR calibration_interval_days IS NOT NULL),
    CHECK ((claim IS NULL) = (claimed_by IS NULL))
);
CREATE INDEX equipment_newest ON equipment (tenant_id, created_at DESC, id DESC);
-- Releasing an order's claims finds the pieces it holds.
CREATE INDEX equipment_claimed_by ON equipment (tenant_id, claimed_by) WHERE claimed_by IS NOT NULL;
-- The daily pass looks for dirty pieces past their hold.
CREATE INDEX equipment_dirty ON equipment (tenant_id, dirty_since) WHERE dirty_since IS NOT NULL;

CREATE TABLE equipment_cleanings (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    equipment_id        text        NOT NULL,
    type                text        NOT NULL CHECK (type IN ('minor', 'major')),
    procedure           text        NOT NULL,
    cleaned_by          text        NOT NULL,
    cleaned_at          timestamptz NOT NULL,
    dirty_hold_exceeded boolean     NOT NULL,
    status              text        NOT NULL CHECK (status IN ('pending_verification', 'verified')),
    verification        text,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, equipment_id) REFERENCES equipment (tenant_id, id),
    CHECK ((status = 'verified') = (verification IS NOT NULL))
);
CREATE INDEX equipment_cleanings_of ON equipment_cleanings (tenant_id, equipment_id, cleaned_at);

CREATE TABLE equipment_calibrations (
    tenant_id    text        NOT NULL,
    id           text        NOT NULL,
    equipment_id text        NOT NULL,
    performed_on date        NOT NULL,
    result       text        NOT NULL CHECK (result IN ('pass', 'fail')),
    as_found     text        NOT NULL,
    as_left      text        NOT NULL,
    signature    text        NOT NULL,
    next_due_on  date,
    recorded_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, equipment_id) REFERENCES equipment (tenant_id, id),
    CHECK ((result = 'pass') = (next_due_on IS NOT NULL))
);
-- A piece's calibrations newest first, and the last pass before a failure.
CREATE INDEX equipment_calibrations_of ON equipment_calibrations (tenant_id, equipment_id, recorded_at DESC);

CREATE TABLE equipment_maintenance (
    tenant_id    text        NOT NULL,
    id           text        NOT NULL,
    equipment_id text        NOT NULL,
    kind         text        NOT NULL CHECK (kind IN ('preventive', 'corrective')),
    description  text        NOT NULL,
    performed_by text        NOT NULL,
    performed_at timestamptz NOT NULL,
    next_due_on  date,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, equipment_id) REFERENCES equipment (tenant_id, id)
);

CREATE TABLE equipment_uses (
    tenant_id     text        NOT NULL,
    id            text        NOT NULL,
    equipment_id  text        NOT NULL,
    use_type      text        NOT NULL CHECK (use_type IN ('production_order', 'inspection_lot')),
    record_id     text        NOT NULL,
    record_number text        NOT NULL,
    lot_id        text,
    lot_number    text,
    used_from     timestamptz NOT NULL,
    used_to       timestamptz,
    recorded_at   timestamptz NOT NULL,
    recorded_by   text,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, equipment_id) REFERENCES equipment (tenant_id, id),
    CHECK (used_to IS NULL OR used_to >= used_from)
);
-- A failed calibration's impact: a piece's uses that ended inside the window, one range scan from the window's
-- start however long the piece's history (its ongoing uses are the few equipment_uses_open holds).
CREATE INDEX equipment_uses_ended ON equipment_uses (tenant_id, equipment_id, used_to);
-- The logbook pages a piece's uses in the order they were recorded.
CREATE INDEX equipment_uses_logbook ON equipment_uses (tenant_id, equipment_id, recorded_at, id);
-- Releasing an order's claims closes its open uses; a failed calibration's impact reads a piece's ongoing ones.
CREATE INDEX equipment_uses_open ON equipment_uses (tenant_id, record_id) WHERE used_to IS NULL;

SELECT erp_isolate_tenant('equipment');
SELECT erp_isolate_tenant('equipment_cleanings');
SELECT erp_isolate_tenant('equipment_calibrations');
SELECT erp_isolate_tenant('equipment_maintenance');
SELECT erp_isolate_tenant('equipment_uses');
GRANT SELECT, INSERT, UPDATE ON equipment, equipment_cleanings, equipment_uses TO ${app_role};
GRANT SELECT, INSERT ON equipment_calibrations, equipment_maintenance TO ${app_role};

-- A result names the instrument it was measured on.
ALTER TABLE inspection_results ADD COLUMN instrument_id text;
