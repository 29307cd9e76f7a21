-- One open inspection lot per lot. Retests of one lot queue on the lot's row lock, so the second
-- sees the first's open inspection lot (409 invalid_transition); this index is the last wall.

-- Concurrent retests once opened several inspection lots of one lot. Those are GMP records with
-- results on them: this migration changes none of them, it stops and names them, and QA decides the
-- surplus ones (a signed usage decision) before the service starts again. The owner looks past
-- row-level security for the check only (FORCE again below, and both undone if it fails).
ALTER TABLE inspection_lots NO FORCE ROW LEVEL SECURITY;
DO $$
DECLARE
    surplus text;
BEGIN
    SELECT string_agg(format('lot %s of tenant %s has %s open: %s', lot_id, tenant_id, open, numbers), '; '
                      ORDER BY tenant_id, lot_id)
      INTO surplus
      FROM (SELECT tenant_id, lot_id, count(*) AS open, string_agg(number, ', ' ORDER BY number) AS numbers
              FROM inspection_lots WHERE status = 'open'
             GROUP BY tenant_id, lot_id HAVING count(*) > 1) AS duplicated;
    IF surplus IS NOT NULL THEN
        RAISE EXCEPTION 'V11: several open inspection lots of one lot (%); nothing was changed', surplus
            USING HINT = 'QA decides the surplus inspection lots of each lot named (usage decision) so that one stays '
                         'open, then the service is started again to run this migration.';
    END IF;
END $$;
ALTER TABLE inspection_lots FORCE ROW LEVEL SECURITY;

CREATE UNIQUE INDEX inspection_lots_one_open_per_lot ON inspection_lots (tenant_id, lot_id) WHERE status = 'open';
