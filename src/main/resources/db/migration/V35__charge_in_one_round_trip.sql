-- A charge counts on its order in the unit's last round trip, with the debit, the genealogy link, the
-- charge's rows, the idempotent response, the audit append and COMMIT. Nothing in the service reads the
-- order's answer before COMMIT any more, so the check that the order still takes charges is raised
-- here: an order that moved on (cancelled, completed) while the charge was being made aborts the whole
-- unit, debit included, and the service answers 409 invalid_transition (ChargeRefusedTranslator).
-- The operator becomes one of the order's performers in the same call (once).
CREATE FUNCTION erp_charge_order(tenant text, order_id text, charged_at timestamptz, operator text) RETURNS integer
    LANGUAGE plpgsql AS $$
DECLARE
    charged_version integer;
    moved_on record;
BEGIN
    UPDATE production_orders SET status = 'in_progress', version = version + 1, updated_at = charged_at
     WHERE tenant_id = tenant AND id = order_id AND status IN ('released', 'in_progress')
    RETURNING version INTO charged_version;
    IF charged_version IS NULL THEN
        SELECT number, status INTO moved_on FROM production_orders WHERE tenant_id = tenant AND id = order_id;
        RAISE EXCEPTION 'production order % is %: it takes no charge', moved_on.number, moved_on.status
            USING ERRCODE = 'ERPCH', DETAIL = moved_on.number, HINT = moved_on.status;
    END IF;
    INSERT INTO production_performers (tenant_id, order_id, user_id, performed_at)
    VALUES (tenant, order_id, operator, charged_at) ON CONFLICT DO NOTHING;
    RETURN charged_version;
END $$;
