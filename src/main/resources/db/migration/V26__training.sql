-- Training that gates signatures: courses, the signed records of who completed one, and the
-- requirements that make a signature of an entity type and meaning need current records of courses.

CREATE TABLE training_courses (
    tenant_id       text        NOT NULL,
    id              text        NOT NULL,
    code            text        NOT NULL,
    title           text        NOT NULL,
    validity_months integer     NOT NULL CHECK (validity_months BETWEEN 1 AND 120),
    version         integer     NOT NULL,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    UNIQUE (tenant_id, code)
);
CREATE INDEX training_courses_newest ON training_courses (tenant_id, created_at DESC, id DESC);

-- Never edited or deleted: a newer record of the same course supersedes an older one.
CREATE TABLE training_records (
    tenant_id          text        NOT NULL,
    id                 text        NOT NULL,
    user_id            text        NOT NULL,
    course_id          text        NOT NULL,
    course_code        text        NOT NULL,
    completed_on       date        NOT NULL,
    expires_on         date        NOT NULL CHECK (expires_on > completed_on),
    trainer_signature  text        NOT NULL,
    expiry_notified_at timestamptz,
    version            integer     NOT NULL,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id),
    FOREIGN KEY (tenant_id, course_id) REFERENCES training_courses (tenant_id, id)
);
CREATE INDEX training_records_newest ON training_records (tenant_id, created_at DESC, id DESC);
-- The signature's check and a user's qualifications read a signer's newest record of a course.
CREATE INDEX training_records_user_course ON training_records (tenant_id, user_id, course_id, completed_on DESC);
-- The daily pass claims the records whose expiry notice falls due.
CREATE INDEX training_records_expiry_due ON training_records (tenant_id, expires_on) WHERE expiry_notified_at IS NULL;

CREATE TABLE training_requirements (
    tenant_id   text        NOT NULL,
    id          text        NOT NULL,
    entity_type text        NOT NULL,
    meaning     text        NOT NULL CHECK (meaning IN ('approval', 'rejection', 'verification', 'review', 'responsibility')),
    course_ids  text[]      NOT NULL CHECK (cardinality(course_ids) >= 1),
    status      text        NOT NULL CHECK (status IN ('active', 'retired')),
    approval    text        NOT NULL,
    retirement  text,
    version     integer     NOT NULL,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (tenant_id, id),
    CHECK ((status = 'retired') = (retirement IS NOT NULL))
);
CREATE INDEX training_requirements_newest ON training_requirements (tenant_id, created_at DESC, id DESC);
-- Every signature looks up the active requirements of its entity type and meaning.
CREATE INDEX training_requirements_active ON training_requirements (tenant_id, entity_type, meaning)
    WHERE status = 'active';

SELECT erp_isolate_tenant('training_courses');
SELECT erp_isolate_tenant('training_records');
SELECT erp_isolate_tenant('training_requirements');
GRANT SELECT, INSERT, UPDATE ON training_courses, training_records, training_requirements TO ${app_role};
