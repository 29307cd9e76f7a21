-- A charge plans its FEFO debits from a read that locks nothing, and each debit takes its balance's row
-- lock only in the unit's last round trip, with COMMIT: charges of a material no longer queue on its
-- balances while the service plans and records them. What the read saw may have changed by then, so
-- the debit checks it again where it takes the lock: the balance still holds the planned quantity and
-- the lot is still released, unexpired and not due for retest on the business date. If not, it raises
-- SQLSTATE ERPRP, the whole unit rolls back and the service runs it again from its read (UnitsOfWork),
-- which plans on the stock now there or refuses it (insufficient_stock).
CREATE FUNCTION erp_debit_planned(tenant text, debited_lot text, debited_location text, amount numeric,
                                  debited_at timestamptz, business_date date) RETURNS void
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE stock_balances b SET quantity = b.quantity - amount, updated_at = debited_at
     WHERE b.tenant_id = tenant AND b.lot_id = debited_lot AND b.location_id = debited_location
       AND b.quantity >= amount
       AND EXISTS (SELECT 1 FROM lots l WHERE l.tenant_id = tenant AND l.id = debited_lot AND l.status = 'released'
                      AND l.expires_on >= business_date AND l.retest_on >= business_date);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'lot % at % no longer holds % usable: the issue is planned again', debited_lot,
            debited_location, amount USING ERRCODE = 'ERPRP';
    END IF;
END $$;
