-- The audit trail (21 CFR Part 11 §11.10(e)): one event per change of a GMP record, written in the
-- same transaction as the change, chained per tenant by SHA-256 (hash over the previous hash and
-- the event's canonical JSON). Append-only: the application role may only read and insert, and a
-- trigger refuses UPDATE, DELETE and TRUNCATE for every role, the owner included.

-- Row-level security for a tenant-owned table, as every migration from here on applies it.
CREATE FUNCTION erp_isolate_tenant(t regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = current_setting(''erp.tenant_id'', true)) '
                   'WITH CHECK (tenant_id = current_setting(''erp.tenant_id'', true))', t);
END $$;

CREATE TABLE audit_events (
    tenant_id     text        NOT NULL,
    sequence      bigint      NOT NULL CHECK (sequence > 0),
    id            text        NOT NULL,
    occurred_at   timestamptz NOT NULL,
    key_id        text        NOT NULL,
    user_id       text,
    request_id    text,
    action        text        NOT NULL,
    entity_type   text        NOT NULL,
    entity_id     text        NOT NULL,
    changes       text        NOT NULL,
    reason        text,
    previous_hash text        NOT NULL,
    hash          text        NOT NULL,
    PRIMARY KEY (tenant_id, sequence),
    UNIQUE (tenant_id, id)
);
CREATE INDEX audit_events_entity ON audit_events (tenant_id, entity_type, entity_id, sequence);
CREATE INDEX audit_events_user ON audit_events (tenant_id, user_id, sequence);

-- The head of each tenant's chain: locked by each writer until commit, so sequences are gapless
-- and the chain never forks, also across pods.
CREATE TABLE audit_heads (
    tenant_id text   NOT NULL PRIMARY KEY,
    sequence  bigint NOT NULL,
    hash      text   NOT NULL
);

CREATE FUNCTION erp_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit events are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION erp_refuse_audit_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION erp_refuse_audit_change();

SELECT erp_isolate_tenant('audit_events');
SELECT erp_isolate_tenant('audit_heads');

GRANT SELECT, INSERT ON audit_events TO ${app_role};
GRANT SELECT, INSERT, UPDATE ON audit_heads TO ${app_role};
