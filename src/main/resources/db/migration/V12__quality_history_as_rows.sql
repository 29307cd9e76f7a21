-- A record's growing history is rows, never a JSON array rewritten on every change: an inspection
-- lot's results and a deviation's references move to tables of their own. Entering the thousandth
-- result costs what the first did, and deviations are found by the records they name through an
-- index, not by searching JSON text. Existing rows move over unchanged; the owner looks past
-- row-level security for the move only.

-- Part 11: a result is never deleted or edited. The only change a result takes is its invalidation
-- (valid becomes false, with who, when and why); anything else is refused here, whatever the
-- application does. One valid result per test of an inspection lot.
CREATE TABLE inspection_results (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    inspection_lot_id   text        NOT NULL,
    test_code           text        NOT NULL,
    value               text        NOT NULL,
    outcome             text        NOT NULL CHECK (outcome IN ('pass', 'fail')),
    entered_by          text        NOT NULL,
    entered_at          timestamptz NOT NULL,
    valid               boolean     NOT NULL,
    invalidated_by      text,
    invalidated_at      timestamptz,
    invalidation_reason text,
    version             integer     NOT NULL,
    updated_at          timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    CHECK (valid = (invalidated_by IS NULL AND invalidated_at IS NULL AND invalidation_reason IS NULL))
);
CREATE INDEX inspection_results_lot ON inspection_results (tenant_id, inspection_lot_id, entered_at, id);
CREATE UNIQUE INDEX inspection_results_one_valid_per_test ON inspection_results (tenant_id, inspection_lot_id, test_code)
    WHERE valid;

ALTER TABLE inspection_lots NO FORCE ROW LEVEL SECURITY;
INSERT INTO inspection_results (tenant_id, id, inspection_lot_id, test_code, value, outcome, entered_by, entered_at, valid,
                                invalidated_by, invalidated_at, invalidation_reason, version, updated_at)
SELECT l.tenant_id, r ->> 'id', l.id, r ->> 'testCode', r ->> 'value', r ->> 'outcome', r ->> 'enteredBy',
       (r ->> 'enteredAt')::timestamptz, (r ->> 'valid')::boolean, r -> 'invalidation' ->> 'userId',
       (r -> 'invalidation' ->> 'at')::timestamptz, r -> 'invalidation' ->> 'reason', (r ->> 'version')::integer,
       (r ->> 'updatedAt')::timestamptz
  FROM inspection_lots l, jsonb_array_elements(l.results::jsonb) AS r;
ALTER TABLE inspection_lots FORCE ROW LEVEL SECURITY;
DROP TRIGGER inspection_results_append_only ON inspection_lots;
DROP FUNCTION erp_results_append_only();
ALTER TABLE inspection_lots DROP COLUMN results;

CREATE FUNCTION erp_results_only_invalidated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'UPDATE' THEN
        RAISE EXCEPTION 'inspection results are never deleted' USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    IF NOT (OLD.valid AND NOT NEW.valid
            AND (NEW.tenant_id, NEW.id, NEW.inspection_lot_id, NEW.test_code, NEW.value, NEW.outcome, NEW.entered_by,
                 NEW.entered_at)
                = (OLD.tenant_id, OLD.id, OLD.inspection_lot_id, OLD.test_code, OLD.value, OLD.outcome, OLD.entered_by,
                   OLD.entered_at)) THEN
        RAISE EXCEPTION 'inspection result % is never edited, only invalidated', OLD.id
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER inspection_results_only_invalidated BEFORE UPDATE OR DELETE ON inspection_results
    FOR EACH ROW EXECUTE FUNCTION erp_results_only_invalidated();
CREATE TRIGGER inspection_results_no_truncate BEFORE TRUNCATE ON inspection_results
    FOR EACH STATEMENT EXECUTE FUNCTION erp_results_only_invalidated();

-- The records a deviation concerns, in the order it names them: production finds the open
-- deviations of an order through deviation_references_record.
CREATE TABLE deviation_references (
    tenant_id    text    NOT NULL,
    deviation_id text    NOT NULL,
    position     integer NOT NULL,
    record_id    text    NOT NULL,
    PRIMARY KEY (tenant_id, deviation_id, position)
);
CREATE INDEX deviation_references_record ON deviation_references (tenant_id, record_id, deviation_id);

ALTER TABLE deviations NO FORCE ROW LEVEL SECURITY;
INSERT INTO deviation_references (tenant_id, deviation_id, position, record_id)
SELECT d.tenant_id, d.id, r.position, r.record_id
  FROM deviations d, jsonb_array_elements_text(d.refs::jsonb) WITH ORDINALITY AS r (record_id, position);
ALTER TABLE deviations FORCE ROW LEVEL SECURITY;
ALTER TABLE deviations DROP COLUMN refs;

SELECT erp_isolate_tenant('inspection_results');
SELECT erp_isolate_tenant('deviation_references');

GRANT SELECT, INSERT, UPDATE ON inspection_results TO ${app_role};
GRANT SELECT, INSERT ON deviation_references TO ${app_role};
