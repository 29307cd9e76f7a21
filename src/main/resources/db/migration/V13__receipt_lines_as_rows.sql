-- A goods receipt's lines become rows of their own, each naming the lot and the inspection lot it
-- made: a reversed receipt movement finds its line by the lot (goods_receipt_lines_lot) instead of
-- reading every line of the receipt as JSON. Receipts never change: insert and read only.
CREATE TABLE goods_receipt_lines (
    tenant_id           text          NOT NULL,
    goods_receipt_id    text          NOT NULL,
    position            integer       NOT NULL CHECK (position >= 1),
    line_no             integer       NOT NULL,
    quantity            numeric(18,6) NOT NULL CHECK (quantity > 0),
    unit                text          NOT NULL,
    supplier_lot_number text,
    manufactured_on     date          NOT NULL,
    expires_on          date          NOT NULL,
    location_id         text          NOT NULL,
    lot_id              text          NOT NULL,
    inspection_lot_id   text          NOT NULL,
    PRIMARY KEY (tenant_id, goods_receipt_id, position)
);
CREATE INDEX goods_receipt_lines_lot ON goods_receipt_lines (tenant_id, lot_id);

ALTER TABLE goods_receipts NO FORCE ROW LEVEL SECURITY;
INSERT INTO goods_receipt_lines (tenant_id, goods_receipt_id, position, line_no, quantity, unit, supplier_lot_number,
                                 manufactured_on, expires_on, location_id, lot_id, inspection_lot_id)
SELECT r.tenant_id, r.id, l.position, (l.line ->> 'lineNo')::integer, (l.line ->> 'quantity')::numeric, l.line ->> 'unit',
       l.line ->> 'supplierLotNumber', (l.line ->> 'manufacturedOn')::date, (l.line ->> 'expiresOn')::date,
       l.line ->> 'locationId', l.line ->> 'lotId', l.line ->> 'inspectionLotId'
  FROM goods_receipts r, jsonb_array_elements(r.lines::jsonb) WITH ORDINALITY AS l (line, position);
ALTER TABLE goods_receipts FORCE ROW LEVEL SECURITY;
ALTER TABLE goods_receipts DROP COLUMN lines;

SELECT erp_isolate_tenant('goods_receipt_lines');
GRANT SELECT, INSERT ON goods_receipt_lines TO ${app_role};
