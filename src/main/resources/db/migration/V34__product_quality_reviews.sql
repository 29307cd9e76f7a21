-- Product quality reviews (docs/design/product-quality-review.md): a year of a product computed from the record, its
-- content kept as the JSON whose SHA-256 QA's review binds, then approved by the QP and frozen.

CREATE TABLE product_quality_reviews (
    tenant_id           text        NOT NULL,
    id                  text        NOT NULL,
    number              text        NOT NULL,
    product_material_id text        NOT NULL,
    period_from         date        NOT NULL,
    period_to           date        NOT NULL CHECK (period_from <= period_to),
    status              text        NOT NULL CHECK (status IN ('draft', 'reviewed', 'approved')),
    -- the sections as computed, and the SHA-256 of exactly these bytes (UTF-8)
    content             text        NOT NULL,
    content_sha256      text        NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
    computed_at         timestamptz NOT NULL,
    created_by          text        NOT NULL,
    conclusions         text,
    review              text,
    approval            text,
    version             integer     NOT NULL,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'draft') = (review IS NULL)),
    CHECK ((status = 'approved') = (approval IS NOT NULL))
);
CREATE INDEX product_quality_reviews_newest ON product_quality_reviews (tenant_id, created_at DESC, id DESC);
CREATE INDEX product_quality_reviews_product ON product_quality_reviews (tenant_id, product_material_id, created_at DESC, id DESC);

-- An approved review is the record the QP signed: refused here, whatever the application does.
CREATE FUNCTION erp_product_quality_review_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'product quality review % is approved and never changes', OLD.id
        USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER product_quality_reviews_frozen BEFORE UPDATE OR DELETE ON product_quality_reviews
    FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION erp_product_quality_review_frozen();

SELECT erp_isolate_tenant('product_quality_reviews');
GRANT SELECT, INSERT, UPDATE ON product_quality_reviews TO ${app_role};
