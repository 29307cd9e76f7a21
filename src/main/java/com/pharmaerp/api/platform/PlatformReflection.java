package com.pharmaerp.api.platform;

import com.pharmaerp.api.platform.users.UserEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The platform's audited states and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { UserEvent.State.class, UserEvent.Failures.class, UserEvent.Created.class,
        UserEvent.Updated.class, UserEvent.PasswordReset.class, UserEvent.AccessChanged.class,
        UserEvent.SignatureFailed.class, UserEvent.TrainingLacking.class, UserEvent.SignatureRefused.class })
final class PlatformReflection {

    private PlatformReflection() {
    }
}
