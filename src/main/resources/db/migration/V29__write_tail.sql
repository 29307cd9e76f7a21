-- A write's tail in one round trip: the audit chain's events are hashed where the head is read, so
-- nothing between the head's lock and COMMIT waits for the service.

-- Appends a write's events to the tenant's chain in one statement: locks the head (the tenant's
-- first event creates it at the genesis), numbers and hashes each event, inserts them and moves the
-- head. Each event comes as its columns and its canonical JSON without the sequence
-- (contents[i] = what follows '{"sequence":N,'), which the service writes with the mapper that
-- verification uses, so the hash is the one AuditChain.hash gives: SHA-256 over the previous hash,
-- a newline and '{"sequence":N,' || contents[i], hex. Runs as the caller: row-level security applies.
-- Returns the head's new sequence.
CREATE FUNCTION erp_append_audit(tenant text, occurred timestamptz, key text, acting_user text, request text,
                                 ids text[], actions text[], entity_types text[], entity_ids text[], changes text[],
                                 reasons text[], contents text[])
    RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    head_sequence bigint;
    head_hash text;
    sequences bigint[];
    previous text[];
    hashes text[];
BEGIN
    INSERT INTO audit_heads (tenant_id, sequence, hash) VALUES (tenant, 0, repeat('0', 64))
        ON CONFLICT (tenant_id) DO UPDATE SET sequence = audit_heads.sequence
        RETURNING audit_heads.sequence, audit_heads.hash INTO head_sequence, head_hash;
    FOR i IN 1 .. cardinality(ids) LOOP
        previous[i] := head_hash;
        head_sequence := head_sequence + 1;
        head_hash := encode(sha256(convert_to(head_hash || E'\n{"sequence":' || head_sequence || ',' || contents[i],
                                              'UTF8')), 'hex');
        sequences[i] := head_sequence;
        hashes[i] := head_hash;
    END LOOP;
    INSERT INTO audit_events (tenant_id, sequence, id, occurred_at, key_id, user_id, request_id, action, entity_type,
                              entity_id, changes, reason, previous_hash, hash)
    SELECT tenant, e.sequence, e.id, occurred, key, acting_user, request, e.action, e.entity_type, e.entity_id,
           e.changes, e.reason, e.previous_hash, e.hash
    FROM unnest(sequences, ids, actions, entity_types, entity_ids, changes, reasons, previous, hashes)
        AS e (sequence, id, action, entity_type, entity_id, changes, reason, previous_hash, hash);
    UPDATE audit_heads SET sequence = head_sequence, hash = head_hash WHERE tenant_id = tenant;
    RETURN head_sequence;
END $$;

GRANT EXECUTE ON FUNCTION erp_append_audit(text, timestamptz, text, text, text, text[], text[], text[], text[], text[],
    text[], text[]) TO ${app_role};

-- Document numbers that must be unique and increasing but need not be gapless (lots, inspection lots,
-- goods receipts: made in volume by goods movements) come from a sequence per tenant and kind, which
-- locks no row: receipts of one tenant no longer queue on a counter until they commit. A number a
-- rolled-back write took is not given again; no record and no audit event carries it. The other
-- kinds keep the gapless counter of document_numbers (docs/design/numbers.md says which and why).
-- The sequences live in a schema of their own that only this function (running as its owner) uses;
-- a kind's first number in a tenant creates its sequence, continuing from that kind's counter.
CREATE SCHEMA erp_number_sequences;
-- Locked only while a sequence is created, one creation at a time; a relation's lock, unlike an
-- advisory one, also brings in the catalog changes a creator committed while this one waited.
CREATE TABLE erp_number_sequences.creations ();

CREATE FUNCTION erp_next_number(tenant text, number_kind text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    sequence_name text := 'erp_number_sequences.' || quote_ident('n_' || md5(tenant || '/' || number_kind));
BEGIN
    IF tenant IS DISTINCT FROM current_setting('erp.tenant_id', true) THEN
        RAISE EXCEPTION 'a document number of another tenant' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF to_regclass(sequence_name) IS NULL THEN
        LOCK TABLE erp_number_sequences.creations IN EXCLUSIVE MODE;
        IF to_regclass(sequence_name) IS NULL THEN
            EXECUTE format('CREATE SEQUENCE %s START WITH %s', sequence_name,
                           coalesce((SELECT d.last + 1 FROM document_numbers d
                                     WHERE d.tenant_id = tenant AND d.kind = number_kind), 1));
        END IF;
    END IF;
    RETURN nextval(sequence_name::regclass);
END $$;

-- During a rolling upgrade, pods of the build before still take these kinds' numbers from their counter
-- row: the row then gets the sequence's next value instead of its own next, so both builds hand out
-- numbers of one series and never the same one twice.
CREATE FUNCTION erp_number_from_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.last := erp_next_number(NEW.tenant_id, NEW.kind);
    RETURN NEW;
END $$;
CREATE TRIGGER document_numbers_from_sequence BEFORE INSERT OR UPDATE ON document_numbers
    FOR EACH ROW WHEN (NEW.kind IN ('L', 'IL', 'GR')) EXECUTE FUNCTION erp_number_from_sequence();

REVOKE EXECUTE ON FUNCTION erp_next_number(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION erp_next_number(text, text) TO ${app_role};
