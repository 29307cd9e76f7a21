-- Production orders with their consumptions, and the lot genealogy they make.

CREATE TABLE production_orders (
    tenant_id           text          NOT NULL,
    id                  text          NOT NULL,
    number              text          NOT NULL,
    recipe_id           text          NOT NULL,
    -- the approved recipe revision as it was when the order was made (JSON): later revisions change nothing here
    recipe              text          NOT NULL,
    product_material_id text          NOT NULL,
    planned_quantity    numeric(18,6) NOT NULL CHECK (planned_quantity > 0),
    unit                text          NOT NULL,
    status              text          NOT NULL CHECK (status IN ('planned', 'released', 'in_progress', 'completed',
                                                                 'reviewed', 'certified', 'rejected', 'cancelled')),
    output_lot_id       text,
    inspection_lot_id   text,
    actual_quantity     numeric(18,6),
    yield_percent       numeric(9,3),
    deviation_id        text,
    -- everyone who released it, consumed into it, verified a charge of it or completed it (JSON array of user ids)
    performers          text          NOT NULL,
    -- the consumptions (JSON), each with its allocations and verification: they live and lock with the order
    consumptions        text          NOT NULL,
    created_by          text          NOT NULL,
    review              text,
    certification       text,
    version             integer       NOT NULL,
    created_at          timestamptz   NOT NULL,
    updated_at          timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number)
);
CREATE INDEX production_orders_newest ON production_orders (tenant_id, created_at DESC, id DESC);

-- Genealogy: a lot consumed into a lot made from it. A recall walks these edges both ways.
CREATE TABLE lot_links (
    tenant_id       text NOT NULL,
    consumed_lot_id text NOT NULL,
    produced_lot_id text NOT NULL,
    order_id        text NOT NULL,
    PRIMARY KEY (tenant_id, consumed_lot_id, produced_lot_id)
);
CREATE INDEX lot_links_produced ON lot_links (tenant_id, produced_lot_id);

SELECT erp_isolate_tenant('production_orders');
SELECT erp_isolate_tenant('lot_links');

GRANT SELECT, INSERT, UPDATE ON production_orders TO ${app_role};
GRANT SELECT, INSERT ON lot_links TO ${app_role};
