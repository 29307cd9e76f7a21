-- Two lookups every write makes before its unit of work, each one statement instead of a
-- transaction of four: the acting user's record, and the claim of an Idempotency-Key. Each function
-- enters the tenant itself (set_config local to the statement's own transaction), so row-level
-- security applies as in any unit of work; they run as the caller, never as the owner.

-- The acting user of a write: whether they may act, and what they may do.
CREATE FUNCTION erp_acting_user(tenant text, user_id text)
    RETURNS TABLE (id text, roles text, active boolean, locked boolean)
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('erp.tenant_id', tenant, true);
    RETURN QUERY SELECT u.id, u.roles, u.active, u.locked FROM users u WHERE u.tenant_id = tenant AND u.id = user_id;
END $$;

-- Claims an Idempotency-Key for a request (a committed in-flight row): a record older than the
-- keys are kept for is gone for good first. True when this request holds the claim.
CREATE FUNCTION erp_claim_idempotency_key(tenant text, claimed_key text, hash text, claimed_at timestamptz,
                                          expired_before timestamptz)
    RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
    claimed integer;
BEGIN
    PERFORM set_config('erp.tenant_id', tenant, true);
    DELETE FROM idempotency_keys WHERE tenant_id = tenant AND key = claimed_key AND created_at < expired_before;
    INSERT INTO idempotency_keys (tenant_id, key, request_hash, state, created_at)
    VALUES (tenant, claimed_key, hash, 'in_flight', claimed_at) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS claimed = ROW_COUNT;
    RETURN claimed = 1;
END $$;

GRANT EXECUTE ON FUNCTION erp_acting_user(text, text) TO ${app_role};
GRANT EXECUTE ON FUNCTION erp_claim_idempotency_key(text, text, text, timestamptz, timestamptz) TO ${app_role};
