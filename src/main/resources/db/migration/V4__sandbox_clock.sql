-- The sandbox business clock (modules.md, "Sandbox business clock"): per tenant, the business time
-- runs at real speed from the time an admin set; no row means real time.
CREATE TABLE sandbox_clocks (
    tenant_id     text        NOT NULL PRIMARY KEY,
    offset_micros bigint      NOT NULL,
    set_at        timestamptz NOT NULL
);

SELECT erp_isolate_tenant('sandbox_clocks');
GRANT SELECT, INSERT, UPDATE, DELETE ON sandbox_clocks TO ${app_role};
