package com.pharmaerp.api.production.domain;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;

/** What happened to a recipe revision: each record one event type, carrying the revision before and after. */
public sealed interface RecipeEvent extends Event {

    @Override
    default String entityType() {
        return Recipe.NOUN;
    }

    record Created(String entityId, RecipeState after) implements RecipeEvent {

        public static final EventType TYPE = new EventType("recipe.created",
                "A supervisor wrote a draft recipe: the product's next revision.");

        @Override
        public EventType type() {
            return TYPE;
        }

        @Override
        public RecipeState before() {
            return null;
        }

        @Override
        public String reason() {
            return null;
        }
    }

    record Approved(String entityId, RecipeState before, RecipeState after, String reason)
            implements RecipeEvent {

        public static final EventType TYPE = new EventType("recipe.approved",
                "QA other than its author approved the draft recipe with a signature: "
                        + "new production orders of the product are made from it.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }

    record Superseded(String entityId, RecipeState before, RecipeState after, String reason)
            implements RecipeEvent {

        public static final EventType TYPE = new EventType("recipe.superseded",
                "The approved recipe gave way to a later revision of the product "
                        + "being approved.");

        @Override
        public EventType type() {
            return TYPE;
        }
    }
}
