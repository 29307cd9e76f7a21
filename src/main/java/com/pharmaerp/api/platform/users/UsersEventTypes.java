package com.pharmaerp.api.platform.users;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The events of users: who may act and sign, and failed signatures. */
public final class UsersEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(
                new EventType("user.created", "A user was created: by an admin, or as the tenant's first user, an admin "
                        + "created without an acting user."),
                new EventType("user.updated", "An admin changed the user's printed name."),
                new EventType("user.password_reset", "An admin set a new password for the user (never recorded), which "
                        + "also unlocks a user locked by failed signatures."),
                new EventType("user.access_changed", "An admin other than the user changed the user's roles or active "
                        + "flag, signed with meaning approval."),
                new EventType("user.signature_failed", "The user, acting, signed with a wrong username or password: "
                        + "nothing else changed, and the fifth failure in a row locks the user."));
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("user", "/v1/users");
    }
}
