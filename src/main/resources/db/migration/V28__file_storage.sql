-- Where a content's bytes lie (docs/design/files.md, Storage): in file_chunks, or in the S3 bucket
-- under <tenant>/<sha256>. Content stored before keeps its chunks.
ALTER TABLE file_contents ADD COLUMN storage text NOT NULL DEFAULT 'postgres' CHECK (storage IN ('postgres', 's3'));
