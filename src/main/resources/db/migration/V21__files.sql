-- Files and attachments (docs/design/files.md): uploaded evidence, its bytes, and the records it is
-- attached to. Nothing here is ever updated or deleted, except the chunks of an upload that never
-- committed (the periodic sweep).

-- The bytes as they arrive, one row per chunk of an upload. An upload's chunks count only once
-- file_contents names the upload; until then they belong to an upload still running or abandoned.
CREATE TABLE file_chunks (
    tenant_id text        NOT NULL,
    upload_id text        NOT NULL,
    chunk_no  integer     NOT NULL CHECK (chunk_no >= 0),
    data      bytea       NOT NULL,
    stored_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, upload_id, chunk_no)
);
-- Evidence is mostly compressed already (PDF, PNG, JPEG): no second compression attempt per row.
ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
CREATE INDEX file_chunks_stored ON file_chunks (tenant_id, stored_at);

-- The content of a tenant stored once per SHA-256, whichever upload stored it first.
CREATE TABLE file_contents (
    tenant_id   text        NOT NULL,
    sha256      text        NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    upload_id   text        NOT NULL,
    size        bigint      NOT NULL CHECK (size > 0),
    chunk_bytes integer     NOT NULL CHECK (chunk_bytes > 0),
    stored_at   timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, sha256),
    UNIQUE (tenant_id, upload_id)
);

CREATE TABLE files (
    tenant_id    text        NOT NULL,
    id           text        NOT NULL,
    filename     text        NOT NULL,
    content_type text        NOT NULL,
    size         bigint      NOT NULL CHECK (size > 0),
    sha256       text        NOT NULL,
    created_at   timestamptz NOT NULL,
    created_by   text        NOT NULL,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, sha256) REFERENCES file_contents (tenant_id, sha256)
);
CREATE INDEX files_newest ON files (tenant_id, created_at DESC, id DESC);
CREATE INDEX files_sha256 ON files (tenant_id, sha256);

-- A file attached to a record of a module (entity_type as the module declares it, e.g. goods_receipt).
CREATE TABLE attachments (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    entity_type text        NOT NULL,
    entity_id   text        NOT NULL,
    file_id     text        NOT NULL,
    description text,
    attached_at timestamptz NOT NULL,
    attached_by text        NOT NULL,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, file_id) REFERENCES files (tenant_id, id)
);
CREATE INDEX attachments_record ON attachments (tenant_id, entity_type, entity_id, attached_at, id);
CREATE INDEX attachments_file ON attachments (tenant_id, file_id);

SELECT erp_isolate_tenant('file_chunks');
SELECT erp_isolate_tenant('file_contents');
SELECT erp_isolate_tenant('files');
SELECT erp_isolate_tenant('attachments');
GRANT SELECT, INSERT, DELETE ON file_chunks TO ${app_role};
GRANT SELECT, INSERT ON file_contents, files, attachments TO ${app_role};
