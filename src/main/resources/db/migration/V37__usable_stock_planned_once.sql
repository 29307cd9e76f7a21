-- A charge's first-expiry-first-out read, unlocked (V36), as a function PostgreSQL plans once per
-- connection. Sent as a prepared statement, the planner chose a custom plan for it on every call
-- (its estimate for the actual business date and material beat the generic plan's), so the read
-- was planned anew each time; pg_stat_statements counted one plan per call. The function holds its
-- plan for the connection's life: the read is the same (row-level security applies: it runs as its
-- caller), planned for any material and date.
CREATE FUNCTION erp_usable_stock(tenant text, material text, business_date date, at_location text)
    RETURNS TABLE (lot_id text, location_id text, quantity numeric, number text, expires_on date,
                   created_at timestamptz)
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
    -- The material's balances first (stock_balances_material), then each one's lot and location by key:
    -- the plan a custom plan takes, which the fence keeps for the generic one.
    RETURN QUERY
    WITH held AS MATERIALIZED (
        SELECT h.lot_id, h.location_id, h.quantity FROM stock_balances h
         WHERE h.tenant_id = tenant AND h.material_id = material AND h.quantity > 0
           AND (at_location IS NULL OR h.location_id = at_location))
    SELECT b.lot_id, b.location_id, b.quantity::numeric, l.number, l.expires_on, l.created_at
      FROM held b
      JOIN lots l ON l.tenant_id = tenant AND l.id = b.lot_id
      JOIN locations s ON s.tenant_id = tenant AND s.id = b.location_id AND s.kind <> 'returns'
     WHERE l.status = 'released' AND l.expires_on >= business_date AND l.retest_on >= business_date;
END $$;
