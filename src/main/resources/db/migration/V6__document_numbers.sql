-- Human document numbers (PO-000001, GR-000001, L-000001, ...): per tenant and kind, sequential.
-- The counter row is locked by the transaction that takes a number until it commits, and a
-- rolled-back transaction gives its number back, so numbers have no gaps.
CREATE TABLE document_numbers (
    tenant_id text   NOT NULL,
    kind      text   NOT NULL,
    last      bigint NOT NULL CHECK (last > 0),
    PRIMARY KEY (tenant_id, kind)
);

SELECT erp_isolate_tenant('document_numbers');
GRANT SELECT, INSERT, UPDATE ON document_numbers TO ${app_role};
