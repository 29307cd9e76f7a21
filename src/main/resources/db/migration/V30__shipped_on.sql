-- A shipment keeps the business date it shipped on (the sandbox clock applies), so a return's time
-- limit compares two business dates; shipped_at stays the real instant of the write. A return copies
-- the date instead of the instant: its shipped_at is no longer written and stays, nullable, for the
-- build before, which still reads it. Shipments and returns from before this migration get the UTC
-- date of shipped_at, the date the limit used then.
ALTER TABLE shipments ADD COLUMN shipped_on date;
ALTER TABLE returns ADD COLUMN shipped_on date;

-- Every tenant's rows at once: the owner steps out of row-level security for the backfill only.
ALTER TABLE shipments NO FORCE ROW LEVEL SECURITY;
ALTER TABLE returns NO FORCE ROW LEVEL SECURITY;
UPDATE shipments SET shipped_on = (shipped_at AT TIME ZONE 'UTC')::date WHERE shipped_at IS NOT NULL;
UPDATE returns r SET shipped_on = s.shipped_on FROM shipments s WHERE s.tenant_id = r.tenant_id AND s.id = r.shipment_id;
ALTER TABLE shipments FORCE ROW LEVEL SECURITY;
ALTER TABLE returns FORCE ROW LEVEL SECURITY;

ALTER TABLE shipments ADD CONSTRAINT shipments_shipped_on CHECK ((status = 'shipped') = (shipped_on IS NOT NULL));
ALTER TABLE returns ALTER COLUMN shipped_on SET NOT NULL;
ALTER TABLE returns ALTER COLUMN shipped_at DROP NOT NULL;
