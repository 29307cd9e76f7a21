package com.pharmaerp.api.qms.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * "At most {@code maxCount} events of these types, carrying these field values, within {@code windowDays}
 * days after implementation": counted in the tenant's audit trail, after the CAPA's {@code capa.implemented}
 * event and up to the evaluation.
 *
 * @param windowEndsOn the business date of implementation plus the window; null until implemented
 * @param result null until evaluated
 * @param eventIds the first matching events, oldest first, at most {@link #KEPT_EVENT_IDS}
 */
public record EffectivenessCheck(Criterion criterion, int windowDays, LocalDate windowEndsOn, Status status, Result result,
        Long count, List<String> eventIds, Instant evaluatedAt, Long firstSequence, Long lastSequence) {

    public static final int KEPT_EVENT_IDS = 100;

    /**
     * @param eventTypes catalogue types or prefixes ({@code deviation.*}), as the event feed's filter takes them
     * @param match a field name or dotted path → the value an event's changes must carry in a new value ({@code to}):
     *        of the change the path's first name names, or inside any changed object; plain JSON values (text,
     *        number, boolean, null)
     */
    public record Criterion(List<String> eventTypes, Map<String, Object> match, int maxCount) {

        public Criterion {
            eventTypes = List.copyOf(eventTypes);
            match = Collections.unmodifiableMap(new TreeMap<>(match));
        }
    }

    public enum Status {
        SCHEDULED, EVALUATED;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Status of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    public enum Result {
        MET, NOT_MET;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What the trail held in the window: sequences first to last, the matching events counted. */
    public record Window(long firstSequence, long lastSequence, long count, List<String> eventIds) {
    }

    /** The check as the audit trail and its column keep it: statuses as their lower-case ids. */
    public record Stored(Criterion criterion, int windowDays, LocalDate windowEndsOn, String status, String result,
            Long count, List<String> eventIds, Instant evaluatedAt, Long firstSequence, Long lastSequence) {

        public EffectivenessCheck check() {
            return new EffectivenessCheck(criterion, windowDays, windowEndsOn, Status.of(status),
                    result == null ? null : Result.valueOf(result.toUpperCase(Locale.ROOT)), count,
                    eventIds == null ? List.of() : eventIds, evaluatedAt, firstSequence, lastSequence);
        }
    }

    public Stored stored() {
        return new Stored(criterion, windowDays, windowEndsOn, status.id(), result == null ? null : result.id(), count,
                eventIds, evaluatedAt, firstSequence, lastSequence);
    }

    /** A check as defined, scheduled; its window ends only once the CAPA is implemented. */
    static EffectivenessCheck scheduled(Criterion criterion, int windowDays, LocalDate implementedOn) {
        return new EffectivenessCheck(criterion, windowDays, implementedOn == null ? null : implementedOn.plusDays(windowDays),
                Status.SCHEDULED, null, null, List.of(), null, null, null);
    }

    EffectivenessCheck implementedOn(LocalDate date) {
        return new EffectivenessCheck(criterion, windowDays, date.plusDays(windowDays), status, result, count, eventIds,
                evaluatedAt, firstSequence, lastSequence);
    }

    EffectivenessCheck evaluated(Window window, Instant now) {
        Result outcome = window.count() <= criterion.maxCount() ? Result.MET : Result.NOT_MET;
        return new EffectivenessCheck(criterion, windowDays, windowEndsOn, Status.EVALUATED, outcome, window.count(),
                List.copyOf(window.eventIds()), now, window.firstSequence(), window.lastSequence());
    }

    /** Whether its window ended on or before the business date; never before implementation. */
    public boolean dueOn(LocalDate today) {
        return status == Status.SCHEDULED && windowEndsOn != null && !today.isBefore(windowEndsOn);
    }
}
