-- The backend that claims an Idempotency-Key, which is the one that runs its request (Idempotency
-- claims on the connection the request then uses). A retry that finds the key in flight, its lock
-- free and that backend gone (the connection died: an outage, a failover) takes the key over at
-- once, instead of after the claim's grace. A backend is its pid and its start: pids are reused.
ALTER TABLE idempotency_keys ADD COLUMN claimed_by integer, ADD COLUMN claimed_since timestamptz;

CREATE OR REPLACE FUNCTION erp_claim_idempotency_key(tenant text, claimed_key text, hash text, claimed_at timestamptz,
                                                     expired_before timestamptz)
    RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    claimed integer;
BEGIN
    PERFORM set_config('erp.tenant_id', tenant, true);
    DELETE FROM idempotency_keys WHERE tenant_id = tenant AND key = claimed_key AND created_at < expired_before;
    INSERT INTO idempotency_keys (tenant_id, key, request_hash, state, created_at, claimed_by, claimed_since)
    SELECT tenant, claimed_key, hash, 'in_flight', claimed_at, pg_backend_pid(), a.backend_start
    FROM pg_stat_activity a WHERE a.pid = pg_backend_pid()
    ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS claimed = ROW_COUNT;
    RETURN claimed = 1;
END $$;
