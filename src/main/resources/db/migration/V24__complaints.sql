-- Complaints (21 CFR 211.198; EU GMP chapter 8): a report from outside about a product, its
-- reportability assessment, the report to the authority, the investigation and the closure, each
-- kept as the signed or written value it is. A recall opened from a complaint names it.

CREATE TABLE complaints (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    number              text        NOT NULL,
    status              text        NOT NULL CHECK (status IN ('open', 'closed')),
    received_on         date        NOT NULL,
    aware_on            date        NOT NULL CHECK (aware_on >= received_on),
    category            text        NOT NULL CHECK (category IN ('quality_defect', 'adverse_event',
                                        'suspected_falsification', 'packaging', 'other')),
    description         text        NOT NULL,
    country             text        NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    customer_id         text,
    shipment_id         text,
    lot_id              text,
    material_id         text,
    reporter            text        NOT NULL,
    created_by          text,
    -- QA's signed assessment; reportable and report_due_on repeat it for the daily pass's query.
    assessment          text,
    reportable          boolean,
    report_due_on       date,
    report              text,
    investigation       text,
    recall_id           text,
    closure             text,
    -- Set once, by the daily pass that claimed the complaint's overdue notice.
    overdue_notified_at timestamptz,
    version             integer     NOT NULL,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK (lot_id IS NOT NULL OR shipment_id IS NOT NULL OR material_id IS NOT NULL),
    CHECK ((status = 'closed') = (closure IS NOT NULL))
);
CREATE INDEX complaints_newest ON complaints (tenant_id, created_at DESC, id DESC);
-- Impact's earlier complaints and the list filters by lot and by material.
CREATE INDEX complaints_lot ON complaints (tenant_id, lot_id, received_on);
CREATE INDEX complaints_material ON complaints (tenant_id, material_id, received_on);
-- The daily pass reads only the reportable complaints not reported nor noticed yet.
CREATE INDEX complaints_report_due ON complaints (tenant_id, report_due_on)
    WHERE reportable AND report IS NULL AND overdue_notified_at IS NULL;

ALTER TABLE recalls ADD COLUMN source_complaint_id text;

SELECT erp_isolate_tenant('complaints');
GRANT SELECT, INSERT, UPDATE ON complaints TO ${app_role};
