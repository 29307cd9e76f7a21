package com.pharmaerp.api.platform;

import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.files.AttachmentRequest;
import com.pharmaerp.api.platform.files.FileEvent;
import com.pharmaerp.api.platform.users.UserEvent;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The platform's audited states and events, serialised into the audit trail: native images need them registered. */
@RegisterForReflection(targets = { UserEvent.State.class, UserEvent.Failures.class, UserEvent.FailedAttempt.class, UserEvent.Created.class,
        UserEvent.Updated.class, UserEvent.PasswordReset.class, UserEvent.AccessChanged.class,
        UserEvent.SignatureFailed.class, UserEvent.TrainingLacking.class, UserEvent.SignatureRefused.class,
        FileEvent.FileState.class, FileEvent.AttachmentState.class,
        FileEvent.Uploaded.class, FileEvent.AttachmentAdded.class, Attachment.class, Attachment.Evidence.class,
        AttachmentRequest.class })
final class PlatformReflection {

    private PlatformReflection() {
    }
}
