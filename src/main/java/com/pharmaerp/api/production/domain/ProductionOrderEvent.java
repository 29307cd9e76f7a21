package com.pharmaerp.api.production.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a production order: each record one event type, carrying what it changed before and after. */
public sealed interface ProductionOrderEvent extends Event {

    @Override
    default String entityType() {
        return ProductionOrder.NOUN;
    }

    record Created(String entityId, ProductionOrderState after) implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.created",
                "A supervisor planned a production order from the product's "
                        + "approved recipe revision.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public ProductionOrderState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Released(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.released",
                "A supervisor released the planned order: its output lot, in "
                        + "quarantine, and the output lot's inspection lot exist from now on.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Cancelled(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.cancelled",
                "A supervisor cancelled a planned or released order nothing "
                        + "was consumed into.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Consumed(String entityId, ChargeState before, ChargeState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.consumed",
                "An operator charged a component into the order, issued from "
                        + "stock first expiry first out or from a named lot; the first charge puts the order in progress.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record ConsumptionVerified(String entityId, ChargeState before, ChargeState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.consumption_verified",
                "A second person verified a charge of the order "
                        + "with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Completed(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.completed",
                "A supervisor completed the batch with its actual quantity "
                        + "and yield; any output was posted into the output lot.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Reviewed(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.reviewed",
                "QA who performed no step of the batch reviewed its batch "
                        + "record with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Certified(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.certified",
                "The QP certified the reviewed batch with a signature, which "
                        + "released its output lot.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Rejected(String entityId, ProductionOrderState before, ProductionOrderState after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.rejected",
                "The QP rejected the completed or reviewed batch with a "
                        + "signature, which rejected its output lot.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record LineCleared(String entityId, LineClearance after, String reason) implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.line_cleared",
                "A supervisor or QA signed the line clearance of a released order: the location inspected against its "
                        + "checklist before any step or charge, naming the order cleared there before it.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public LineClearance before() {
            return null;
        }
    }

    record StepCompleted(String entityId, StepChange before, StepChange after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.step_completed",
                "An operator or supervisor completed a step of the master batch record, with its value, piece of "
                        + "equipment and exceptions; the first step puts the order in progress.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record StepVerified(String entityId, StepChange before, StepChange after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.step_verified",
                "A second person, not its performer, verified a step with a signature.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record StepCorrected(String entityId, StepChange before, StepChange after, String reason)
            implements ProductionOrderEvent {

        public static final EventType TYPE = new EventType("production_order.step_corrected",
                "A step's value was replaced before QA's review, for the reason given; the old value stays in the "
                        + "step's corrections, and a verified step needs verifying again.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
