package com.pharmaerp.api.platform.users;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The events of users: who may act and sign, and failed or refused signatures. */
public final class UsersEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(UserEvent.Created.TYPE, UserEvent.Updated.TYPE, UserEvent.PasswordReset.TYPE,
                UserEvent.AccessChanged.TYPE, UserEvent.SignatureFailed.TYPE, UserEvent.SignatureRefused.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of("user", "/v1/users");
    }
}
