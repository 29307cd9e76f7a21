-- Returns from customers (docs/design/returns.md): a location kind that holds returned goods apart, the
-- ledger's return movement, the returns themselves and a recall's closing reason.

-- Returned goods wait in a location of their own kind until QA decides their fate.
ALTER TABLE locations DROP CONSTRAINT locations_kind_check;
ALTER TABLE locations ADD CONSTRAINT locations_kind_check
    CHECK (kind IN ('receiving', 'storage', 'production', 'rejected', 'returns'));

-- Goods a customer sends back enter stock by a movement of their own.
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_type_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_type_check
    CHECK (type IN ('receipt', 'transfer', 'issue', 'output', 'reversal', 'shipment', 'adjustment', 'destruction',
                    'return'));

CREATE TABLE returns (
    tenant_id     text        NOT NULL,
    id            text        NOT NULL,
    number        text        NOT NULL,
    shipment_id   text        NOT NULL,
    customer_id   text        NOT NULL,
    -- when the shipment left: a restock's time limit counts from it
    shipped_at    timestamptz NOT NULL,
    reason        text        NOT NULL CHECK (reason IN ('recall', 'complaint', 'damaged', 'commercial', 'other')),
    recall_id     text,
    complaint_id  text,
    status        text        NOT NULL CHECK (status IN ('authorized', 'received', 'closed')),
    -- [{lineNo, lotId, materialId, quantity, unit, receivedQuantity, receiptMovementId, decision, toLocationId,
    -- movementId}]: they change only with their return, whose row and version guard every write
    lines         text        NOT NULL,
    location_id   text,
    received_on   date,
    -- {packagingIntact, storageEvidence, fileIds}
    condition     text,
    received_by   text,
    received_at   timestamptz,
    disposition   text,
    created_by    text        NOT NULL,
    version       integer     NOT NULL,
    created_at    timestamptz NOT NULL,
    updated_at    timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    FOREIGN KEY (tenant_id, shipment_id) REFERENCES shipments (tenant_id, id),
    CHECK ((status = 'authorized') = (received_on IS NULL)),
    CHECK ((status = 'closed') = (disposition IS NOT NULL)),
    CHECK ((reason = 'recall') = (recall_id IS NOT NULL))
);
CREATE INDEX returns_newest ON returns (tenant_id, created_at DESC, id DESC);
-- What earlier returns of a shipment claim; the list filter by shipment.
CREATE INDEX returns_shipment ON returns (tenant_id, shipment_id, created_at DESC, id DESC);
CREATE INDEX returns_customer ON returns (tenant_id, customer_id, created_at DESC, id DESC);
-- A recall's reconciliation; the list filter by recall.
CREATE INDEX returns_recall ON returns (tenant_id, recall_id, created_at DESC, id DESC) WHERE recall_id IS NOT NULL;

SELECT erp_isolate_tenant('returns');
GRANT SELECT, INSERT, UPDATE ON returns TO ${app_role};
-- A return locks its shipment's allocation rows (SELECT ... FOR UPDATE needs an UPDATE privilege);
-- no statement updates them.
GRANT UPDATE (position) ON shipment_allocations TO ${app_role};

-- Why QA closed a recall with goods still outstanding; null otherwise.
ALTER TABLE recalls ADD COLUMN closing_reason text;
