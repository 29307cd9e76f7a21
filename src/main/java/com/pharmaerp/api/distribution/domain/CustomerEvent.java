package com.pharmaerp.api.distribution.domain;

import java.time.LocalDate;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.users.Signature;

/** What happened to a customer: one record per event type, carrying the customer's audited state before and after. */
public sealed interface CustomerEvent extends Event {

    /** A customer as the audit trail records it. */
    record State(String code, String name, String country, String licenseNumber, LocalDate licenseExpiresOn,
            String status, Signature approval, Signature suspension) {
    }

    @Override
    State before();

    @Override
    State after();

    @Override
    default String entityType() {
        return Customer.NOUN;
    }

    record Created(String entityId, State after) implements CustomerEvent {

        public static final EventType TYPE = new EventType("customer.created", "A warehouse clerk or supervisor created a "
                + "customer, pending QA's approval.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public State before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    /** @param reason why an approved customer's licence changed; null otherwise */
    record Updated(String entityId, State before, State after, String reason) implements CustomerEvent {

        public static final EventType TYPE = new EventType("customer.updated", "A customer's data changed; a change of an "
                + "approved customer's licence carries its reason.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Approved(String entityId, State before, State after, String reason) implements CustomerEvent {

        public static final EventType TYPE = new EventType("customer.approved", "QA approved the customer to receive "
                + "medicinal products, with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Suspended(String entityId, State before, State after, String reason) implements CustomerEvent {

        public static final EventType TYPE = new EventType("customer.suspended", "QA suspended the approved customer with "
                + "a signature: nothing ships to it until approved again.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
