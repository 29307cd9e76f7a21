-- The people behind the writes (modules.md, "People, roles and e-signatures"). Passwords are kept
-- only as bcrypt hashes; roles are a sorted, comma-separated subset of the fixed role names;
-- access_approval is the e-signature (JSON) of the last change of roles or active.
CREATE TABLE users (
    tenant_id          text        NOT NULL,
    id                 text        NOT NULL,
    username           text        NOT NULL,
    printed_name       text        NOT NULL,
    roles              text        NOT NULL CHECK (roles ~ '^(buyer|warehouse_clerk|qc_analyst|qa|qp|operator|supervisor|admin)(,(buyer|warehouse_clerk|qc_analyst|qa|qp|operator|supervisor|admin))*$'),
    active             boolean     NOT NULL,
    locked             boolean     NOT NULL,
    password_hash      text        NOT NULL,
    failed_signatures  integer     NOT NULL DEFAULT 0 CHECK (failed_signatures >= 0),
    access_approval    text,
    version            integer     NOT NULL,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, username)
);
CREATE INDEX users_newest ON users (tenant_id, created_at DESC, id DESC);

SELECT erp_isolate_tenant('users');
GRANT SELECT, INSERT, UPDATE ON users TO ${app_role};
