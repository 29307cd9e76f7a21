-- Production: recipe revisions of a product.

CREATE TABLE recipes (
    tenant_id           text          NOT NULL,
    id                  text          NOT NULL,
    product_material_id text          NOT NULL,
    revision            integer       NOT NULL CHECK (revision >= 1),
    status              text          NOT NULL CHECK (status IN ('draft', 'approved', 'superseded')),
    batch_size          numeric(18,6) NOT NULL CHECK (batch_size > 0),
    unit                text          NOT NULL,
    -- the components as JSON: [{materialId, quantity, unit}], amounts in each material's base unit
    components          text          NOT NULL,
    min_yield_percent   numeric(7,3)  NOT NULL,
    max_yield_percent   numeric(7,3)  NOT NULL,
    created_by          text          NOT NULL,
    approval            text,
    version             integer       NOT NULL,
    created_at          timestamptz   NOT NULL,
    updated_at          timestamptz   NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, product_material_id, revision),
    CHECK ((status = 'draft') = (approval IS NULL)),
    CHECK (min_yield_percent <= max_yield_percent),
    -- One approved revision per product, checked at commit (an approval supersedes the one before).
    CONSTRAINT recipes_one_approved EXCLUDE USING btree (tenant_id WITH =, product_material_id WITH =)
        WHERE (status = 'approved') DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX recipes_newest ON recipes (tenant_id, created_at DESC, id DESC);

SELECT erp_isolate_tenant('recipes');

GRANT SELECT, INSERT, UPDATE ON recipes TO ${app_role};
