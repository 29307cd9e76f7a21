-- A write enters its unit of work in one statement instead of three: the tenant (row-level
-- security compares every row with it), the Idempotency-Key's advisory lock when the request has
-- one (held until the transaction ends: a retry meanwhile knows the request runs), and in the
-- sandbox the tenant's clock offset, read once here rather than by a statement of its own.
-- Returns the offset in microseconds (0 when none is set), or null when with_clock is false.
CREATE FUNCTION erp_enter(tenant text, idempotency_key text, with_clock boolean)
    RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('erp.tenant_id', tenant, true);
    IF idempotency_key IS NOT NULL THEN
        -- The same key Idempotency's retry tests with pg_try_advisory_xact_lock.
        PERFORM pg_advisory_xact_lock(hashtextextended(tenant || '/' || idempotency_key, 0));
    END IF;
    IF with_clock THEN
        RETURN coalesce((SELECT offset_micros FROM sandbox_clocks WHERE tenant_id = tenant), 0);
    END IF;
    RETURN NULL;
END $$;

GRANT EXECUTE ON FUNCTION erp_enter(text, text, boolean) TO ${app_role};
