-- Procurement: suppliers and the materials QA approved them for (modules.md, "Procurement").
CREATE TABLE suppliers (
    tenant_id             text        NOT NULL,
    id                    text        NOT NULL,
    code                  text        NOT NULL,
    name                  text        NOT NULL,
    status                text        NOT NULL CHECK (status IN ('pending', 'approved', 'suspended')),
    -- sorted, comma-separated material ids; empty until the first approval
    approved_material_ids text        NOT NULL,
    approval              text,
    suspension            text,
    version               integer     NOT NULL,
    created_at            timestamptz NOT NULL,
    updated_at            timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, code)
);
CREATE INDEX suppliers_newest ON suppliers (tenant_id, created_at DESC, id DESC);

SELECT erp_isolate_tenant('suppliers');
GRANT SELECT, INSERT, UPDATE ON suppliers TO ${app_role};
