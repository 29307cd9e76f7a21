package com.pharmaerp.api.qms.domain;

import java.util.Locale;

/**
 * What a CAPA addresses: a record of the tenant of a given type, or, for {@code other} (an audit
 * finding, a trend), a free reference.
 *
 * @param id null for {@code other}
 * @param reference null except for {@code other}
 */
public record CapaSource(Type type, String id, String reference) {

    /** The kinds of record a CAPA may address (ICH Q10 §3.2.2). */
    public enum Type {
        DEVIATION, OOS_INVESTIGATION, COMPLAINT, RECALL, CAPA, OTHER;

        public static final String PATTERN = "deviation|oos_investigation|complaint|recall|capa|other";

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Type of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** The source as the audit trail keeps it: its type as the lower-case id. */
    public record Stored(String type, String id, String reference) {
    }

    public Stored stored() {
        return new Stored(type.id(), id, reference);
    }

    /** Whether it names this record of this type. */
    public boolean names(Type otherType, String otherId) {
        return type == otherType && id != null && id.equals(otherId);
    }
}
