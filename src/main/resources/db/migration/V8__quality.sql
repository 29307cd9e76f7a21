-- Quality: specifications, results and usage decisions of inspection lots, deviations.

CREATE TABLE specifications (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    material_id text        NOT NULL,
    revision    integer     NOT NULL CHECK (revision >= 1),
    status      text        NOT NULL CHECK (status IN ('draft', 'approved', 'superseded')),
    -- the tests as JSON: [{code, name, kind, min, max, unit, expected, mandatory}]
    tests       text        NOT NULL,
    created_by  text        NOT NULL,
    approval    text,
    version     integer     NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, material_id, revision),
    CHECK ((status = 'draft') = (approval IS NULL)),
    -- One approved revision per material, what new inspection lots are tested against; checked at
    -- commit, as an approval supersedes the revision before it in the same transaction.
    CONSTRAINT specifications_one_approved EXCLUDE USING btree (tenant_id WITH =, material_id WITH =)
        WHERE (status = 'approved') DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX specifications_newest ON specifications (tenant_id, created_at DESC, id DESC);

-- Results live on their inspection lot (JSON), so entering one and deciding queue on one row lock.
ALTER TABLE inspection_lots
    ADD COLUMN results  text NOT NULL DEFAULT '[]',
    ADD COLUMN decision text,
    ADD CONSTRAINT inspection_lots_decided CHECK ((status = 'decided') = (decision IS NOT NULL));
CREATE INDEX inspection_lots_status ON inspection_lots (tenant_id, status, created_at DESC, id DESC);

-- Part 11: a result is never deleted or edited. A change of the row may append results and mark a
-- valid one invalid (with who, when and why); anything else to an existing result is refused here,
-- whatever the application does.
CREATE FUNCTION erp_results_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_results jsonb := OLD.results::jsonb;
    new_results jsonb := NEW.results::jsonb;
    before jsonb;
    after jsonb;
BEGIN
    IF jsonb_array_length(new_results) < jsonb_array_length(old_results) THEN
        RAISE EXCEPTION 'inspection results are never deleted' USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    FOR i IN 0 .. jsonb_array_length(old_results) - 1 LOOP
        before := old_results -> i;
        after := new_results -> i;
        IF after IS DISTINCT FROM before AND NOT (
                (before ->> 'valid')::boolean AND NOT (after ->> 'valid')::boolean
                AND (after - 'valid' - 'invalidation' - 'version' - 'updatedAt')
                    = (before - 'valid' - 'invalidation' - 'version' - 'updatedAt')) THEN
            RAISE EXCEPTION 'inspection result % is never edited, only invalidated', before ->> 'id'
                USING ERRCODE = 'integrity_constraint_violation';
        END IF;
    END LOOP;
    RETURN NEW;
END $$;
CREATE TRIGGER inspection_results_append_only BEFORE UPDATE OF results ON inspection_lots
    FOR EACH ROW EXECUTE FUNCTION erp_results_append_only();

-- The signature of the usage decision that released or rejected a lot.
ALTER TABLE lots ADD COLUMN quality_decision text;

CREATE TABLE deviations (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    number      text        NOT NULL,
    description text        NOT NULL,
    -- the ids the deviation concerns, as a JSON array of strings
    refs        text        NOT NULL,
    status      text        NOT NULL CHECK (status IN ('open', 'closed')),
    created_by  text        NOT NULL,
    closure     text,
    version     integer     NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'closed') = (closure IS NOT NULL))
);
CREATE INDEX deviations_newest ON deviations (tenant_id, created_at DESC, id DESC);

SELECT erp_isolate_tenant('specifications');
SELECT erp_isolate_tenant('deviations');

GRANT SELECT, INSERT, UPDATE ON specifications, deviations TO ${app_role};
