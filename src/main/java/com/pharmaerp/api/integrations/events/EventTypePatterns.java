package com.pharmaerp.api.integrations.events;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import com.pharmaerp.api.platform.audit.EventTypePattern;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * Which event types a reader or an endpoint wants: exact types ({@code inspection_lot.accepted}),
 * prefixes ({@code lot.*}) or every type ({@code *}). Each must name at least one type of the
 * catalogue, so a typo is a 422 rather than an endpoint that silently never receives anything.
 */
public final class EventTypePatterns {

    public static final String ALL = EventTypePattern.ALL;
    public static final int MAX_PATTERNS = 50;

    private EventTypePatterns() {
    }

    /**
     * The patterns, deduplicated in the caller's order, or 422 naming the field.
     *
     * @param field how the caller sent them, e.g. {@code types} or {@code eventTypes}
     */
    public static List<String> validate(String field, List<String> patterns) {
        if (patterns.isEmpty() || patterns.size() > MAX_PATTERNS) {
            throw invalid(field, "must list 1 to " + MAX_PATTERNS + " event types");
        }
        LinkedHashSet<String> distinct = new LinkedHashSet<>();
        for (String pattern : patterns) {
            if (!EventTypePattern.wellFormed(pattern)) {
                throw invalid(field, "must be event types (lot.released), prefixes (lot.*) or *, not " + quoted(pattern));
            }
            if (EventTypePattern.catalogued(pattern).isEmpty()) {
                throw invalid(field, quoted(pattern) + " names no event type: GET /v1/event-types lists them");
            }
            distinct.add(pattern);
        }
        return List.copyOf(distinct);
    }

    /** A comma-separated query parameter; null or blank means every type (null is returned). */
    public static List<String> parseParameter(String field, String commaSeparated) {
        if (commaSeparated == null || commaSeparated.isBlank()) {
            return null;
        }
        List<String> patterns = new ArrayList<>();
        for (String part : commaSeparated.split(",", -1)) {
            patterns.add(part.strip());
        }
        return validate(field, patterns);
    }

    public static boolean matches(List<String> patterns, String type) {
        return patterns == null || patterns.stream().anyMatch(pattern -> EventTypePattern.matches(pattern, type));
    }

    /** The same patterns as SQL {@code LIKE} patterns ({@code _} taken literally); null for every type. */
    public static String[] likes(List<String> patterns) {
        if (patterns == null || patterns.contains(ALL)) {
            return null;
        }
        return patterns.stream().map(p -> p.replace("_", "\\_").replace("*", "%")).toArray(String[]::new);
    }

    private static String quoted(String pattern) {
        return pattern == null ? "null" : "\"" + (pattern.length() > 60 ? pattern.substring(0, 60) + "…" : pattern) + "\"";
    }

    private static ProblemException invalid(String field, String message) {
        return new ProblemException(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
