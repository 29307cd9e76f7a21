package com.pharmaerp.api.platform.audit;

import java.util.List;

/**
 * How a reader names event types: an exact type ({@code inspection_lot.accepted}), a prefix
 * ({@code lot.*}) or every type ({@code *}). The event feed, webhook endpoints and CAPA effectiveness
 * checks read them alike.
 */
public final class EventTypePattern {

    public static final String ALL = "*";
    private static final String SYNTAX = "[a-z][a-z_]*(\\.[a-z][a-z_]*)*(\\.\\*)?";

    private EventTypePattern() {
    }

    /** Whether it is written as a type, a prefix or {@code *}; null is not. */
    public static boolean wellFormed(String pattern) {
        return pattern != null && (ALL.equals(pattern) || pattern.matches(SYNTAX));
    }

    public static boolean matches(String pattern, String type) {
        if (ALL.equals(pattern)) {
            return true;
        }
        return pattern.endsWith(".*") ? type.startsWith(pattern.substring(0, pattern.length() - 1)) : pattern.equals(type);
    }

    /** The catalogue's types it names, sorted; empty for a pattern that names none. */
    public static List<String> catalogued(String pattern) {
        return EventTypes.all().stream().map(EventType::type).filter(type -> matches(pattern, type)).toList();
    }
}
