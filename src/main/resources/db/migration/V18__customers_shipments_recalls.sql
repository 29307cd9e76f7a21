-- Outbound (docs/design/outbound.md): the customers QA qualified, shipments picked from released
-- stock, and recalls that name who received an affected lot.

CREATE TABLE customers (
    tenant_id          text        NOT NULL,
    id                 text        NOT NULL,
    code               text        NOT NULL,
    name               text        NOT NULL,
    country            text        NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    license_number     text        NOT NULL,
    license_expires_on date        NOT NULL,
    status             text        NOT NULL CHECK (status IN ('pending', 'approved', 'suspended')),
    approval           text,
    suspension         text,
    version            integer     NOT NULL,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, code)
);
CREATE INDEX customers_newest ON customers (tenant_id, created_at DESC, id DESC);

CREATE TABLE shipments (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    number      text        NOT NULL,
    customer_id text        NOT NULL,
    status      text        NOT NULL CHECK (status IN ('draft', 'shipped', 'cancelled')),
    -- The lines as the clerk wrote them: one value of the draft, replaced whole by a PATCH; what was
    -- picked is in shipment_allocations, rows of their own.
    lines       text        NOT NULL,
    created_by  text        NOT NULL,
    shipped_at  timestamptz,
    shipped_by  text,
    version     integer     NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
    CHECK ((status = 'shipped') = (shipped_at IS NOT NULL))
);
CREATE INDEX shipments_newest ON shipments (tenant_id, created_at DESC, id DESC);
CREATE INDEX shipments_customer ON shipments (tenant_id, customer_id, created_at DESC, id DESC);

-- What a shipped shipment took, lot by lot and location by location: written once, when it ships.
CREATE TABLE shipment_allocations (
    tenant_id   text          NOT NULL,
    shipment_id text          NOT NULL,
    position    integer       NOT NULL CHECK (position >= 1),
    line_no     integer       NOT NULL,
    lot_id      text          NOT NULL,
    location_id text          NOT NULL,
    material_id text          NOT NULL,
    quantity    numeric(18,6) NOT NULL CHECK (quantity > 0),
    unit        text          NOT NULL,
    movement_id text          NOT NULL,
    PRIMARY KEY (tenant_id, shipment_id, position),
    FOREIGN KEY (tenant_id, shipment_id) REFERENCES shipments (tenant_id, id)
);
-- Who received a lot: a recall and forward genealogy look allocations up by lot.
CREATE INDEX shipment_allocations_lot ON shipment_allocations (tenant_id, lot_id);

CREATE TABLE recalls (
    tenant_id      text        NOT NULL,
    id             text        NOT NULL,
    number         text        NOT NULL,
    lot_id         text        NOT NULL,
    classification text        NOT NULL CHECK (classification IN ('class_1', 'class_2', 'class_3')),
    reason         text        NOT NULL,
    status         text        NOT NULL CHECK (status IN ('open', 'closed')),
    initiation     text        NOT NULL,
    closing        text,
    version        integer     NOT NULL,
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'closed') = (closing IS NOT NULL))
);
CREATE INDEX recalls_newest ON recalls (tenant_id, created_at DESC, id DESC);

-- What the recall found when it opened, kept as it was then (the lots move on; the recall's record does not).
CREATE TABLE recall_lots (
    tenant_id         text          NOT NULL,
    recall_id         text          NOT NULL,
    lot_id            text          NOT NULL,
    number            text          NOT NULL,
    material_id       text          NOT NULL,
    depth             integer       NOT NULL CHECK (depth >= 0),
    status            text          NOT NULL,
    quantity_in_stock numeric(18,6) NOT NULL,
    unit              text          NOT NULL,
    held_by_recall    boolean       NOT NULL,
    PRIMARY KEY (tenant_id, recall_id, lot_id),
    FOREIGN KEY (tenant_id, recall_id) REFERENCES recalls (tenant_id, id)
);

CREATE TABLE recall_shipments (
    tenant_id     text          NOT NULL,
    recall_id     text          NOT NULL,
    position      integer       NOT NULL CHECK (position >= 1),
    shipment_id   text          NOT NULL,
    number        text          NOT NULL,
    customer_id   text          NOT NULL,
    customer_name text          NOT NULL,
    country       text          NOT NULL,
    lot_id        text          NOT NULL,
    material_id   text          NOT NULL,
    quantity      numeric(18,6) NOT NULL,
    unit          text          NOT NULL,
    shipped_at    timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, recall_id, position),
    FOREIGN KEY (tenant_id, recall_id) REFERENCES recalls (tenant_id, id)
);

-- Stock that leaves to a customer is a movement of its own.
ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_type_check;
ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_type_check
    CHECK (type IN ('receipt', 'transfer', 'issue', 'output', 'reversal', 'shipment'));

SELECT erp_isolate_tenant('customers');
SELECT erp_isolate_tenant('shipments');
SELECT erp_isolate_tenant('shipment_allocations');
SELECT erp_isolate_tenant('recalls');
SELECT erp_isolate_tenant('recall_lots');
SELECT erp_isolate_tenant('recall_shipments');
GRANT SELECT, INSERT, UPDATE ON customers, shipments, recalls TO ${app_role};
GRANT SELECT, INSERT ON shipment_allocations, recall_lots, recall_shipments TO ${app_role};
