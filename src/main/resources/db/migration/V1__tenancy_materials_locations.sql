-- Every table: tenant_id leads the primary key and every index, so the schema can be distributed
-- by tenant (Citus) unchanged; row-level security on erp.tenant_id, set per transaction, is the
-- second wall behind the tenant filter every query carries. FORCE applies it to the owner too.

CREATE TABLE materials (
    tenant_id            text        NOT NULL,
    id                   text        NOT NULL,
    code                 text        NOT NULL,
    name                 text        NOT NULL,
    type                 text        NOT NULL CHECK (type IN ('raw', 'packaging', 'intermediate', 'finished')),
    base_unit            text        NOT NULL CHECK (base_unit IN ('mg', 'g', 'kg', 'mL', 'L', 'ea')),
    shelf_life_days      integer     NOT NULL CHECK (shelf_life_days > 0),
    retest_interval_days integer     NOT NULL CHECK (retest_interval_days > 0),
    storage_min_celsius  numeric(5,1) NOT NULL,
    storage_max_celsius  numeric(5,1) NOT NULL,
    version              integer     NOT NULL,
    created_at           timestamptz NOT NULL,
    updated_at           timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, code),
    CHECK (storage_min_celsius <= storage_max_celsius)
);
-- Lists run newest first with a (created_at, id) cursor.
CREATE INDEX materials_newest ON materials (tenant_id, created_at DESC, id DESC);

CREATE TABLE locations (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    code                text        NOT NULL,
    name                text        NOT NULL,
    kind                text        NOT NULL CHECK (kind IN ('receiving', 'storage', 'production', 'rejected')),
    storage_min_celsius numeric(5,1) NOT NULL,
    storage_max_celsius numeric(5,1) NOT NULL,
    active              boolean     NOT NULL,
    version             integer     NOT NULL,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, code),
    CHECK (storage_min_celsius <= storage_max_celsius)
);
CREATE INDEX locations_newest ON locations (tenant_id, created_at DESC, id DESC);

-- Idempotency-Key records: the stored response of a POST, replayed for 24 h, across pods.
CREATE TABLE idempotency_keys (
    tenant_id       text        NOT NULL,
    key             text        NOT NULL,
    request_hash    text        NOT NULL,
    state           text        NOT NULL CHECK (state IN ('in_flight', 'done')),
    response_status integer,
    response_headers text,
    response_body   text,
    created_at      timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, key)
);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['materials', 'locations', 'idempotency_keys'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (tenant_id = current_setting(''erp.tenant_id'', true)) '
                       'WITH CHECK (tenant_id = current_setting(''erp.tenant_id'', true))', t);
    END LOOP;
END $$;

-- The role the service connects as (created by the DBA in production; the embedded database creates it).
DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${app_role}') THEN
        CREATE ROLE ${app_role} NOLOGIN;
    END IF;
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON materials, locations, idempotency_keys TO ${app_role};
