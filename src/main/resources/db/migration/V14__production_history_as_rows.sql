-- A production order's consumptions, their allocations and its performers become rows of their own:
-- each charge was a rewrite of the order's whole consumptions column (140 KB at 340 charges, copied
-- before and after into its audit event), so charges slowed as the order filled. Now a charge inserts
-- its rows and moves the order's version, at the same cost on the first and the thousandth charge.
-- Existing orders move over unchanged; the owner looks past row-level security for the move only.

CREATE TABLE production_consumptions (
    tenant_id            text          NOT NULL,
    id                   text          NOT NULL,
    order_id             text          NOT NULL,
    material_id          text          NOT NULL,
    quantity             numeric(18,6) NOT NULL CHECK (quantity > 0),
    unit                 text          NOT NULL,
    fefo_override_reason text,
    performed_by         text          NOT NULL,
    -- the second person's signature (JSON); null until verified
    verification         text,
    version              integer       NOT NULL CHECK (version IN (1, 2)),
    created_at           timestamptz   NOT NULL,
    updated_at           timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, id),
    CHECK ((version = 2) = (verification IS NOT NULL))
);
CREATE INDEX production_consumptions_order ON production_consumptions (tenant_id, order_id, created_at, id);
-- Completion asks whether any charge of the order is unverified.
CREATE INDEX production_consumptions_unverified ON production_consumptions (tenant_id, order_id) WHERE verification IS NULL;

CREATE TABLE production_allocations (
    tenant_id      text          NOT NULL,
    consumption_id text          NOT NULL,
    position       integer       NOT NULL CHECK (position >= 1),
    lot_id         text          NOT NULL,
    location_id    text          NOT NULL,
    quantity       numeric(18,6) NOT NULL CHECK (quantity > 0),
    movement_id    text          NOT NULL,
    PRIMARY KEY (tenant_id, consumption_id, position)
);

-- Everyone who did a step of the order, in the order they first did one: none of them reviews or certifies it.
CREATE TABLE production_performers (
    tenant_id    text        NOT NULL,
    order_id     text        NOT NULL,
    user_id      text        NOT NULL,
    performed_at timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, order_id, user_id)
);

ALTER TABLE production_orders NO FORCE ROW LEVEL SECURITY;
INSERT INTO production_consumptions (tenant_id, id, order_id, material_id, quantity, unit, fefo_override_reason, performed_by,
                                     verification, version, created_at, updated_at)
SELECT o.tenant_id, c ->> 'id', o.id, c ->> 'materialId', (c ->> 'quantity')::numeric, c ->> 'unit',
       c ->> 'fefoOverrideReason', c ->> 'performedBy',
       CASE WHEN jsonb_typeof(c -> 'verification') = 'object' THEN (c -> 'verification')::text END, (c ->> 'version')::integer,
       (c ->> 'createdAt')::timestamptz, (c ->> 'updatedAt')::timestamptz
  FROM production_orders o, jsonb_array_elements(o.consumptions::jsonb) AS c;
INSERT INTO production_allocations (tenant_id, consumption_id, position, lot_id, location_id, quantity, movement_id)
SELECT o.tenant_id, c ->> 'id', a.position, a.allocation ->> 'lotId', a.allocation ->> 'locationId',
       (a.allocation ->> 'quantity')::numeric, a.allocation ->> 'movementId'
  FROM production_orders o, jsonb_array_elements(o.consumptions::jsonb) AS c,
       jsonb_array_elements(c -> 'allocations') WITH ORDINALITY AS a (allocation, position);
INSERT INTO production_performers (tenant_id, order_id, user_id, performed_at)
SELECT o.tenant_id, o.id, p.user_id, o.created_at + p.position * interval '1 microsecond'
  FROM production_orders o, jsonb_array_elements_text(o.performers::jsonb) WITH ORDINALITY AS p (user_id, position);
ALTER TABLE production_orders FORCE ROW LEVEL SECURITY;
ALTER TABLE production_orders DROP COLUMN consumptions, DROP COLUMN performers;

SELECT erp_isolate_tenant('production_consumptions');
SELECT erp_isolate_tenant('production_allocations');
SELECT erp_isolate_tenant('production_performers');

GRANT SELECT, INSERT, UPDATE ON production_consumptions TO ${app_role};
GRANT SELECT, INSERT ON production_allocations, production_performers TO ${app_role};
