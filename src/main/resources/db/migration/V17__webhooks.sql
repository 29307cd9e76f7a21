-- Webhook endpoints: where a tenant's events are delivered, and how far delivery has come. The
-- events themselves are the audit trail (audit_events): there is no second outbox.
CREATE TABLE webhook_endpoints (
    tenant_id                  text        NOT NULL,
    id                         text        NOT NULL,
    url                        text        NOT NULL,
    event_types                text[]      NOT NULL,
    description                text,
    status                     text        NOT NULL CHECK (status IN ('enabled', 'disabled')),
    disabled_reason            text,
    -- AES-GCM (nonce, ciphertext and tag) under erp.webhooks.encryption-key, never the plaintext.
    secret                     bytea       NOT NULL,
    -- A rotated-out secret keeps signing until it expires.
    previous_secret            bytea,
    previous_secret_expires_at timestamptz,
    -- Delivery progress, moved by the dispatcher without touching version or updated_at: the last
    -- sequence handed over or skipped, failed attempts at the next event, and when to try again.
    delivered_through          bigint      NOT NULL CHECK (delivered_through >= 0),
    attempt                    integer     NOT NULL DEFAULT 0,
    next_attempt_at            timestamptz,
    -- One pod at a time delivers for an endpoint; a lease that expires passes it to another pod.
    lease_owner                text,
    lease_expires_at           timestamptz,
    last_attempt_at            timestamptz,
    last_status_code           integer,
    last_error                 text,
    version                    integer     NOT NULL,
    created_at                 timestamptz NOT NULL,
    updated_at                 timestamptz NOT NULL,
    deleted_at                 timestamptz,
    PRIMARY KEY (tenant_id, id)
);
CREATE INDEX webhook_endpoints_newest ON webhook_endpoints (tenant_id, created_at DESC, id DESC);
-- The dispatchers' scan across tenants for endpoints with work due.
CREATE INDEX webhook_endpoints_due ON webhook_endpoints (next_attempt_at) WHERE status = 'enabled' AND deleted_at IS NULL;

-- Every attempt, delivered or failed, kept for the tenant to read (GET .../deliveries).
CREATE TABLE webhook_deliveries (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    endpoint_id text        NOT NULL,
    event_id    text        NOT NULL,
    sequence    bigint,
    type        text        NOT NULL,
    attempt     integer     NOT NULL,
    created_at  timestamptz NOT NULL,
    status_code integer,
    duration_ms integer     NOT NULL,
    error       text,
    outcome     text        NOT NULL CHECK (outcome IN ('delivered', 'failed')),
    PRIMARY KEY (tenant_id, id)
);
CREATE INDEX webhook_deliveries_newest ON webhook_deliveries (tenant_id, endpoint_id, created_at DESC, id DESC);

SELECT erp_isolate_tenant('webhook_endpoints');
SELECT erp_isolate_tenant('webhook_deliveries');

-- The dispatcher works across tenants for one purpose: finding and leasing endpoints with work due
-- (reading the chain heads, and whether the new events match, to know). It says so with
-- erp.dispatcher, set only by the functions below, for their own transaction; everything else it
-- does enters the endpoint's tenant.
CREATE POLICY dispatcher ON webhook_endpoints USING (current_setting('erp.dispatcher', true) = 'on')
    WITH CHECK (current_setting('erp.dispatcher', true) = 'on');
CREATE POLICY dispatcher ON audit_heads FOR SELECT USING (current_setting('erp.dispatcher', true) = 'on');
CREATE POLICY dispatcher ON audit_events FOR SELECT USING (current_setting('erp.dispatcher', true) = 'on');

-- Whether an event's type is one an endpoint subscribed to: its patterns as LIKE patterns, _ taken
-- literally and * for anything (EventTypePatterns.likes says the same in Java).
CREATE FUNCTION erp_event_matches(action text, patterns text[]) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT EXISTS (SELECT 1 FROM unnest(patterns) p WHERE action LIKE replace(replace(p, '_', '\_'), '*', '%'))
$$;

-- Leases up to max_endpoints enabled endpoints whose next event is due and unleased (or whose
-- lease expired), skipping rows another pod is leasing this moment: each goes to one pod. First,
-- unleased endpoints whose new events match none of their types move over them here, in one
-- statement for all, so an endpoint that wants little costs nothing per event it does not want.
CREATE FUNCTION erp_lease_webhook_endpoints(owner text, lease_millis bigint, max_endpoints integer)
    RETURNS TABLE (endpoint_tenant text, endpoint_id text) LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('erp.dispatcher', 'on', true);
    WITH idle AS (
        SELECT w.tenant_id, w.id, h.sequence AS head FROM webhook_endpoints w JOIN audit_heads h ON h.tenant_id = w.tenant_id
        WHERE w.status = 'enabled' AND w.deleted_at IS NULL AND w.delivered_through < h.sequence
          AND (w.lease_expires_at IS NULL OR w.lease_expires_at < now())
          AND NOT EXISTS (SELECT 1 FROM audit_events a WHERE a.tenant_id = w.tenant_id
                          AND a.sequence > w.delivered_through AND a.sequence <= h.sequence
                          AND erp_event_matches(a.action, w.event_types))
        FOR UPDATE OF w SKIP LOCKED)
    UPDATE webhook_endpoints e SET delivered_through = idle.head FROM idle
    WHERE e.tenant_id = idle.tenant_id AND e.id = idle.id;
    RETURN QUERY
    UPDATE webhook_endpoints e SET lease_owner = owner, lease_expires_at = now() + lease_millis * interval '1 millisecond'
    FROM (SELECT w.tenant_id, w.id FROM webhook_endpoints w JOIN audit_heads h ON h.tenant_id = w.tenant_id
          WHERE w.status = 'enabled' AND w.deleted_at IS NULL
            AND (w.lease_expires_at IS NULL OR w.lease_expires_at < now())
            AND (w.next_attempt_at IS NULL OR w.next_attempt_at <= now())
            AND w.delivered_through < h.sequence
          ORDER BY w.next_attempt_at NULLS FIRST, w.tenant_id, w.id
          LIMIT max_endpoints
          FOR UPDATE OF w SKIP LOCKED) due
    WHERE e.tenant_id = due.tenant_id AND e.id = due.id
    RETURNING e.tenant_id, e.id;
END $$;

-- For metrics and health: each live endpoint's status and how many events of its tenant's feed
-- lie beyond what it has been handed (ids and counts only).
CREATE FUNCTION erp_webhook_backlog()
    RETURNS TABLE (endpoint_id text, status text, behind bigint) LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('erp.dispatcher', 'on', true);
    RETURN QUERY
    SELECT w.id, w.status, greatest(coalesce(h.sequence, 0) - w.delivered_through, 0)
    FROM webhook_endpoints w LEFT JOIN audit_heads h ON h.tenant_id = w.tenant_id
    WHERE w.deleted_at IS NULL;
END $$;

-- New events wake the dispatchers through NOTIFY, sent on commit: a trigger on the statement that
-- appends to the audit trail, so a business transaction sends no statement of its own for it. It
-- notifies only when an enabled endpoint of the tenant wants one of the events appended: NOTIFY
-- serialises the commits that send it, and a tenant whose endpoints want none of them should not
-- pay for that (the dispatchers' poll moves those endpoints over such events, in one statement).
CREATE FUNCTION erp_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM appended a JOIN webhook_endpoints w ON w.tenant_id = a.tenant_id
               WHERE w.status = 'enabled' AND w.deleted_at IS NULL AND erp_event_matches(a.action, w.event_types)) THEN
        PERFORM pg_notify('erp_events', (SELECT tenant_id FROM appended LIMIT 1));
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER audit_events_notify AFTER INSERT ON audit_events REFERENCING NEW TABLE AS appended
    FOR EACH STATEMENT EXECUTE FUNCTION erp_notify_events();

GRANT SELECT, INSERT, UPDATE ON webhook_endpoints TO ${app_role};
GRANT SELECT, INSERT ON webhook_deliveries TO ${app_role};
GRANT EXECUTE ON FUNCTION erp_event_matches(text, text[]) TO ${app_role};
GRANT EXECUTE ON FUNCTION erp_lease_webhook_endpoints(text, bigint, integer) TO ${app_role};
GRANT EXECUTE ON FUNCTION erp_webhook_backlog() TO ${app_role};
