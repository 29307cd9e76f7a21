-- CAPA (ICH Q10 §3.2.2): corrective and preventive actions on a quality problem, their signed
-- implementation and an effectiveness check the service evaluates over its own audit trail.
CREATE TABLE capas (
    tenant_id            text        NOT NULL,
    id                   text        NOT NULL,
    number               text        NOT NULL,
    title                text        NOT NULL,
    description          text        NOT NULL,
    owner_id             text        NOT NULL,
    status               text        NOT NULL CHECK (status IN ('open', 'implemented', 'closed', 'cancelled')),
    created_by           text        NOT NULL,
    implementation       text,
    implemented_on       date,
    -- The check as one document; its status and window end as columns, which the daily pass reads.
    effectiveness_check  text,
    check_status         text CHECK (check_status IN ('scheduled', 'evaluated')),
    check_window_ends_on date,
    verdict              text CHECK (verdict IN ('effective', 'ineffective')),
    follow_up_capa_id    text,
    closing              text,
    cancellation         text,
    version              integer     NOT NULL,
    created_at           timestamptz NOT NULL,
    updated_at           timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, number),
    CHECK ((status = 'closed') = (closing IS NOT NULL)),
    CHECK ((status = 'cancelled') = (cancellation IS NOT NULL))
);
CREATE INDEX capas_newest ON capas (tenant_id, created_at DESC, id DESC);
-- The daily pass's evaluation: only the checks still scheduled.
CREATE INDEX capas_check_due ON capas (tenant_id, check_window_ends_on) WHERE check_status = 'scheduled';

CREATE TABLE capa_sources (
    tenant_id text    NOT NULL,
    capa_id   text    NOT NULL,
    position  integer NOT NULL CHECK (position >= 1),
    type      text    NOT NULL CHECK (type IN ('deviation', 'oos_investigation', 'complaint', 'recall', 'capa', 'other')),
    source_id text,
    reference text,
    PRIMARY KEY (tenant_id, capa_id, position),
    FOREIGN KEY (tenant_id, capa_id) REFERENCES capas (tenant_id, id),
    CHECK ((type = 'other') = (source_id IS NULL AND reference IS NOT NULL))
);
-- The list's sourceId filter and the deviation close's question (is this record named by a CAPA?).
CREATE INDEX capa_sources_source ON capa_sources (tenant_id, source_id);

CREATE TABLE capa_actions (
    tenant_id           text        NOT NULL,
    capa_id             text        NOT NULL,
    id                  text        NOT NULL,
    line_no             integer     NOT NULL CHECK (line_no >= 1),
    kind                text        NOT NULL CHECK (kind IN ('corrective', 'preventive')),
    description         text        NOT NULL,
    owner_id            text        NOT NULL,
    due_on              date        NOT NULL,
    status              text        NOT NULL CHECK (status IN ('open', 'done', 'cancelled')),
    completion          text,
    extensions          text        NOT NULL,
    cancellation        text,
    -- Set once by the daily pass that emitted capa_action.overdue: the claim that makes it once only.
    overdue_notified_on date,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, capa_id, line_no),
    FOREIGN KEY (tenant_id, capa_id) REFERENCES capas (tenant_id, id)
);
-- The overdue filter and the daily pass's overdue notices: open actions by due date.
CREATE INDEX capa_actions_open_due ON capa_actions (tenant_id, due_on) WHERE status = 'open';

-- An effectiveness check counts the tenant's events of some types within a range of sequences. The
-- existing indexes lead with the entity, the user or the request; this one reads exactly the window's
-- events of each type, so a tenant with a million events outside it costs nothing.
CREATE INDEX audit_events_action ON audit_events (tenant_id, action, sequence);

SELECT erp_isolate_tenant('capas');
SELECT erp_isolate_tenant('capa_sources');
SELECT erp_isolate_tenant('capa_actions');
GRANT SELECT, INSERT, UPDATE ON capas, capa_actions TO ${app_role};
GRANT SELECT, INSERT ON capa_sources TO ${app_role};
