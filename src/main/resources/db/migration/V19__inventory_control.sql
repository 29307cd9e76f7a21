-- Inventory control (modules.md "Inventory control", docs/design/inventory.md): stock adjustments,
-- physical inventory counts that block their location, destruction of rejected or expired lots.

-- A destroyed lot is final and stored (unlike expired, which is read from the business date).
ALTER TABLE lots DROP CONSTRAINT lots_status_check;
ALTER TABLE lots ADD CONSTRAINT lots_status_check
    CHECK (status IN ('quarantine', 'released', 'rejected', 'on_hold', 'destroyed'));
-- QA's signature of the destruction; null for any lot not destroyed.
ALTER TABLE lots ADD COLUMN destruction text;
ALTER TABLE lots ADD CONSTRAINT lots_destroyed_signed CHECK ((status = 'destroyed') = (destruction IS NOT NULL));

-- Movement types: adjustments (a signed adjustment or a count difference) and destructions join the
-- ledger; 'shipment' is listed too, so the check stays one list whichever branch adds it.
ALTER TABLE stock_movements DROP CONSTRAINT IF EXISTS stock_movements_type_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_type_check
    CHECK (type IN ('receipt', 'transfer', 'issue', 'output', 'reversal', 'shipment', 'adjustment', 'destruction'));

CREATE TABLE stock_adjustments (
    tenant_id    text          NOT NULL,
    id           text          NOT NULL,
    number       text          NOT NULL,
    lot_id       text          NOT NULL,
    material_id  text          NOT NULL,
    location_id  text          NOT NULL,
    -- signed, in the material's base unit: negative takes stock out
    quantity     numeric(18,6) NOT NULL CHECK (quantity <> 0),
    unit         text          NOT NULL,
    reason_code  text          NOT NULL CHECK (reason_code IN ('damage', 'loss', 'found', 'sample', 'count_difference',
                                                               'other')),
    reason       text          NOT NULL,
    status       text          NOT NULL CHECK (status IN ('pending', 'posted', 'rejected')),
    requested_by text          NOT NULL,
    -- the signature that decided it (meaning approval when posted, rejection when rejected)
    approval     text,
    movement_id  text,
    version      integer       NOT NULL,
    created_at   timestamptz   NOT NULL,
    updated_at   timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'pending') = (approval IS NULL)),
    CHECK ((status = 'posted') = (movement_id IS NOT NULL))
);
CREATE INDEX stock_adjustments_newest ON stock_adjustments (tenant_id, created_at DESC, id DESC);
CREATE INDEX stock_adjustments_lot ON stock_adjustments (tenant_id, lot_id, created_at DESC, id DESC);

CREATE TABLE inventory_counts (
    tenant_id               text        NOT NULL,
    id                      text        NOT NULL,
    number                  text        NOT NULL,
    location_id             text        NOT NULL,
    status                  text        NOT NULL CHECK (status IN ('counting', 'posted', 'cancelled')),
    -- [{lineNo, lotId, materialId, bookQuantity, unit, countedQuantity, countedBy}]: they live and change only
    -- with their count, whose row lock guards every entry
    lines                   text        NOT NULL,
    opened_by               text        NOT NULL,
    posting                 text,
    adjustment_movement_ids text[]      NOT NULL DEFAULT '{}',
    version                 integer     NOT NULL,
    created_at              timestamptz NOT NULL,
    updated_at              timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'posted') = (posting IS NOT NULL))
);
CREATE INDEX inventory_counts_newest ON inventory_counts (tenant_id, created_at DESC, id DESC);
-- The last wall behind locations.counting_id: one open count per location.
CREATE UNIQUE INDEX inventory_counts_one_open_per_location ON inventory_counts (tenant_id, location_id)
    WHERE status = 'counting';

-- The open count of a location, null while none is. Opening a count sets it with a conditional UPDATE
-- (the row's exclusive lock, held until the opening commits); posting or cancelling clears it.
ALTER TABLE locations ADD COLUMN counting_id text;

-- Every movement, whichever statement posts it (receipts with their lot, transfers, issues, outputs,
-- reversals, shipments, adjustments, destructions), takes FOR SHARE locks on the locations it touches
-- and is refused while one of them is being counted, unless it is that count's own posting.
-- Why this is safe across pods: FOR SHARE conflicts with the UPDATE that opens a count. A movement that
-- locked first holds its share lock until it commits, so the opening waits for it and then (a statement
-- of its own, a fresh snapshot under READ COMMITTED) freezes a book that includes it. An opening that
-- locked first makes the movement wait; the movement then reads the committed row, sees counting_id and
-- is refused, so nothing it did stays. Nothing can commit into or out of a counting location.
CREATE FUNCTION erp_refuse_movement_while_counting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    site record;
BEGIN
    FOR site IN SELECT id, code, counting_id FROM locations
                 WHERE tenant_id = NEW.tenant_id AND id IN (NEW.from_location_id, NEW.to_location_id)
                 ORDER BY id FOR SHARE LOOP
        IF site.counting_id IS NOT NULL AND site.counting_id IS DISTINCT FROM NEW.reference THEN
            RAISE EXCEPTION 'location % is being counted', site.code
                USING ERRCODE = 'ERPLC', DETAIL = site.code, HINT = site.counting_id;
        END IF;
    END LOOP;
    RETURN NEW;
END $$;
CREATE TRIGGER stock_movements_not_while_counting BEFORE INSERT ON stock_movements
    FOR EACH ROW EXECUTE FUNCTION erp_refuse_movement_while_counting();

SELECT erp_isolate_tenant('stock_adjustments');
SELECT erp_isolate_tenant('inventory_counts');

GRANT SELECT, INSERT, UPDATE ON stock_adjustments, inventory_counts TO ${app_role};
