package com.pharmaerp.api.platform.audit;

/**
 * What a domain transition caused, as a record of its own type: the transition returns it, the
 * unit of work turns it into the audit chain's entry. The catalogue entry, the audit {@code changes}
 * and the webhook payload all come from this one record, so they cannot drift apart.
 * <p>
 * An aggregate declares a sealed interface of its events; each record keeps its catalogue entry in a
 * {@code TYPE} constant that the module's {@link EventTypeProvider} lists, and carries the record's
 * audited state before and after the transition (plain records whose components are named as the API
 * names the fields). The changes are the components that differ.
 */
public interface Event {

    /** The catalogue entry, e.g. {@code lot.held}. */
    EventType type();

    /** e.g. {@code lot}. */
    String entityType();

    String entityId();

    /** The record's audited state before the transition; null when it was created. */
    Record before();

    /** The record's audited state after the transition. */
    Record after();

    /** Why, as the person gave it; null where none is asked for. */
    String reason();
}
