-- Batch execution (docs/design/batch-execution.md): a recipe revision's operations and steps (the master
-- batch record, JSON, frozen with the approved revision and copied into each order's recipe snapshot), the
-- order's line clearance, and a row per executed step. A step has a row from its completion on: the primary
-- key is what lets one of two racing completions through. Step times (performed_at) are business time;
-- recorded_at is business time too, so late entries compare on one clock.

ALTER TABLE recipes ADD COLUMN operations text;

-- The line clearance (JSON) and where and when it was signed, so the next clearance of the location names the
-- order before it; and what QA's review covered: the exception report's SHA-256 and the audit chain position.
ALTER TABLE production_orders ADD COLUMN line_clearance text, ADD COLUMN line_location_id text,
    ADD COLUMN line_cleared_at timestamptz, ADD COLUMN review_coverage text,
    ADD CHECK ((line_clearance IS NULL) = (line_location_id IS NULL) AND (line_clearance IS NULL) = (line_cleared_at IS NULL));
-- A clearance finds the last order cleared on the same location.
CREATE INDEX production_orders_line ON production_orders (tenant_id, line_location_id, line_cleared_at DESC)
    WHERE line_location_id IS NOT NULL;

CREATE TABLE production_steps (
    tenant_id        text          NOT NULL,
    order_id         text          NOT NULL,
    -- "<operation>.<step>", as the recipe numbers them
    step_id          text          NOT NULL,
    -- where the step stands in the recipe, for ordering
    position         integer       NOT NULL CHECK (position >= 1),
    kind             text          NOT NULL CHECK (kind IN ('instruction', 'equipment', 'charge', 'parameter',
                                                            'in_process_control', 'hold')),
    -- a parameter's name or an in-process control's test code, with its unit and limits as the recipe gave them
    name             text,
    unit             text,
    min_value        numeric,
    max_value        numeric,
    status           text          NOT NULL CHECK (status IN ('done', 'verified')),
    value            numeric,
    equipment_id     text,
    performed_at     timestamptz   NOT NULL,
    performed_by     text          NOT NULL,
    recorded_at      timestamptz   NOT NULL,
    note             text,
    -- the step's exceptions (JSON array of kinds: out_of_limits, hold_time, late_entry, correction)
    exceptions       text          NOT NULL,
    exception_reason text,
    deviation_id     text,
    -- the performer's signature (JSON) where the step asks for one
    signature        text,
    -- the second person's signature (JSON); null until verified, and again after a correction
    verification     text,
    -- the values a correction replaced, oldest first (JSON array of {value, reason, by, at})
    corrections      text          NOT NULL,
    version          integer       NOT NULL CHECK (version >= 1),
    PRIMARY KEY (tenant_id, order_id, step_id),
    CHECK ((status = 'verified') = (verification IS NOT NULL))
);
SELECT erp_isolate_tenant('production_steps');

-- A batch record and its exception report list every use of pieces by the order.
CREATE INDEX equipment_uses_record ON equipment_uses (tenant_id, record_id);

GRANT SELECT, INSERT, UPDATE ON production_steps TO ${app_role};
