-- The daily pass visits every tenant that has written anything: a tenant without an audit chain has
-- nothing that could fall due. It reads the chain heads past row-level security as the webhook
-- dispatcher does, for this statement's transaction only.
CREATE FUNCTION erp_tenants_with_data() RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_config('erp.dispatcher', 'on', true);
    RETURN QUERY SELECT tenant_id FROM audit_heads ORDER BY tenant_id;
END $$;

GRANT EXECUTE ON FUNCTION erp_tenants_with_data() TO ${app_role};
