package com.pharmaerp.api.platform.persistence;

import io.quarkus.panache.common.Parameters;

/**
 * The conditions a list's query filters (query parameters) add to the tenant's, with their
 * parameters: a filter left out (null) adds nothing.
 */
public final class QueryFilter {

    private final StringBuilder conditions = new StringBuilder();
    private final Parameters parameters;
    private int count;

    private QueryFilter(String tenantId) {
        parameters = Parameters.with("tenant", tenantId);
    }

    /** No filter yet but the tenant's ({@code :tenant}). */
    public static QueryFilter of(String tenantId) {
        return new QueryFilter(tenantId);
    }

    /** {@code field = value}, unless value is null. */
    public QueryFilter equal(String field, Object value) {
        return where(field + " = :", value);
    }

    /**
     * A condition with one parameter, unless the value is null.
     *
     * @param condition JPQL ending where the parameter's name goes, e.g. {@code "expiresOn < :"}
     */
    public QueryFilter where(String condition, Object value) {
        return where(condition + "?", "?", value);
    }

    /**
     * A condition with its parameter anywhere, unless the value is null.
     *
     * @param condition JPQL with a placeholder where the parameter's name goes, e.g. {@code "locate(:?, refs) > 0"}
     * @param placeholder what to replace, e.g. {@code ?}
     */
    public QueryFilter where(String condition, String placeholder, Object value) {
        if (value == null) {
            return this;
        }
        String name = "f" + count++;
        conditions.append(" and ").append(condition.replace(placeholder, name));
        parameters.and(name, value);
        return this;
    }

    /** A condition without parameters, e.g. {@code status <> 'rejected'}. */
    public QueryFilter where(String condition) {
        conditions.append(" and ").append(condition);
        return this;
    }

    /** The conditions, each led by {@code and}, to follow the tenant's. */
    public String conditions() {
        return conditions.toString();
    }

    public Parameters parameters() {
        return parameters;
    }
}
