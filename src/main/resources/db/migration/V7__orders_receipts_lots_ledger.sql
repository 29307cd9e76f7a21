-- Purchase orders, goods receipts, lots, the stock ledger and its balances, and the inspection lots a
-- receipt opens (modules.md, "Procurement", "Warehouse"; the quality module owns inspection lots).
-- Quantities are numeric(18,6) in the material's base unit, named in the unit column beside them.

CREATE TABLE purchase_orders (
    tenant_id      text        NOT NULL,
    id             text        NOT NULL,
    number         text        NOT NULL,
    supplier_id    text        NOT NULL,
    status         text        NOT NULL CHECK (status IN ('draft', 'approved', 'partially_received', 'received',
                                                          'closed', 'cancelled')),
    -- the lines as JSON: [{lineNo, materialId, quantity, unit, receivedQuantity, dueDate}]; they live and
    -- change only with their order, whose row lock guards every receipt against them
    lines          text        NOT NULL,
    created_by     text        NOT NULL,
    approval       text,
    closing_reason text,
    version        integer     NOT NULL,
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number)
);
CREATE INDEX purchase_orders_newest ON purchase_orders (tenant_id, created_at DESC, id DESC);
CREATE INDEX purchase_orders_supplier ON purchase_orders (tenant_id, supplier_id, created_at DESC, id DESC);

CREATE TABLE goods_receipts (
    tenant_id         text        NOT NULL,
    id                text        NOT NULL,
    number            text        NOT NULL,
    purchase_order_id text        NOT NULL,
    delivery_note     text        NOT NULL,
    received_on       date        NOT NULL,
    -- [{lineNo, quantity, unit, supplierLotNumber, manufacturedOn, expiresOn, locationId, lotId, inspectionLotId}]
    lines             text        NOT NULL,
    version           integer     NOT NULL,
    created_at        timestamptz NOT NULL,
    updated_at        timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number)
);
CREATE INDEX goods_receipts_newest ON goods_receipts (tenant_id, created_at DESC, id DESC);

CREATE TABLE lots (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    number              text        NOT NULL,
    material_id         text        NOT NULL,
    unit                text        NOT NULL,
    origin              text        NOT NULL CHECK (origin IN ('receipt', 'production')),
    source_id           text        NOT NULL,
    supplier_lot_number text,
    manufactured_on     date        NOT NULL,
    expires_on          date        NOT NULL,
    retest_on           date        NOT NULL CHECK (retest_on <= expires_on),
    -- expired is never stored: it is read from the business date
    status              text        NOT NULL CHECK (status IN ('quarantine', 'released', 'rejected', 'on_hold')),
    held_from           text        CHECK (held_from IN ('quarantine', 'released')),
    hold                text,
    release_from_hold   text,
    version             integer     NOT NULL,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK (manufactured_on <= expires_on),
    CHECK ((status = 'on_hold') = (held_from IS NOT NULL))
);
CREATE INDEX lots_newest ON lots (tenant_id, created_at DESC, id DESC);
CREATE INDEX lots_material ON lots (tenant_id, material_id, status, created_at DESC, id DESC);

-- The ledger: append-only, like the audit trail. A reversal is a new movement naming the one it
-- reverses (at most one each); nothing is edited or deleted.
CREATE TABLE stock_movements (
    tenant_id        text          NOT NULL,
    id               text          NOT NULL,
    type             text          NOT NULL CHECK (type IN ('receipt', 'transfer', 'issue', 'output', 'reversal')),
    lot_id           text          NOT NULL,
    material_id      text          NOT NULL,
    from_location_id text,
    to_location_id   text,
    quantity         numeric(18,6) NOT NULL CHECK (quantity > 0),
    unit             text          NOT NULL,
    reference        text,
    reverses         text,
    reason           text,
    posted_at        timestamptz   NOT NULL,
    user_id          text,
    version          integer       NOT NULL CHECK (version = 1),
    created_at       timestamptz   NOT NULL,
    updated_at       timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, reverses),
    CHECK (from_location_id IS NOT NULL OR to_location_id IS NOT NULL),
    CHECK ((type = 'reversal') = (reverses IS NOT NULL))
);
CREATE INDEX stock_movements_newest ON stock_movements (tenant_id, created_at DESC, id DESC);
CREATE INDEX stock_movements_lot ON stock_movements (tenant_id, lot_id, created_at DESC, id DESC);

CREATE FUNCTION erp_refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'stock movements are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
    FOR EACH ROW EXECUTE FUNCTION erp_refuse_ledger_change();
CREATE TRIGGER stock_movements_no_truncate BEFORE TRUNCATE ON stock_movements
    FOR EACH STATEMENT EXECUTE FUNCTION erp_refuse_ledger_change();

-- What the ledger sums to per lot and location, kept in the movement's transaction. A debit is one
-- conditional UPDATE (quantity >= the amount), so concurrent debits on any pod can never overdraw;
-- the CHECK is the last wall.
CREATE TABLE stock_balances (
    tenant_id   text          NOT NULL,
    lot_id      text          NOT NULL,
    location_id text          NOT NULL,
    material_id text          NOT NULL,
    quantity    numeric(18,6) NOT NULL CHECK (quantity >= 0),
    created_at  timestamptz   NOT NULL,
    updated_at  timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, lot_id, location_id)
);
-- Lists run newest first: (created_at, lot_id, location_id) is the cursor.
CREATE INDEX stock_balances_newest ON stock_balances (tenant_id, created_at DESC, lot_id DESC, location_id DESC);
CREATE INDEX stock_balances_material ON stock_balances (tenant_id, material_id, created_at DESC, lot_id DESC, location_id DESC);
CREATE INDEX stock_balances_location ON stock_balances (tenant_id, location_id, created_at DESC, lot_id DESC);

CREATE TABLE inspection_lots (
    tenant_id        text        NOT NULL,
    id               text        NOT NULL,
    number           text        NOT NULL,
    lot_id           text        NOT NULL,
    material_id      text        NOT NULL,
    origin           text        NOT NULL CHECK (origin IN ('receipt', 'production', 'retest')),
    specification_id text,
    status           text        NOT NULL CHECK (status IN ('open', 'decided')),
    version          integer     NOT NULL,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number)
);
CREATE INDEX inspection_lots_newest ON inspection_lots (tenant_id, created_at DESC, id DESC);
CREATE INDEX inspection_lots_lot ON inspection_lots (tenant_id, lot_id);

SELECT erp_isolate_tenant('purchase_orders');
SELECT erp_isolate_tenant('goods_receipts');
SELECT erp_isolate_tenant('lots');
SELECT erp_isolate_tenant('stock_movements');
SELECT erp_isolate_tenant('stock_balances');
SELECT erp_isolate_tenant('inspection_lots');

GRANT SELECT, INSERT, UPDATE ON purchase_orders, goods_receipts, lots, stock_balances, inspection_lots TO ${app_role};
GRANT SELECT, INSERT ON stock_movements TO ${app_role};

-- All events of one request (a goods receipt writes several): GET /v1/audit-events?requestId=...
CREATE INDEX audit_events_request ON audit_events (tenant_id, request_id, sequence);
