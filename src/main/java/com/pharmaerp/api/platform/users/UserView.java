package com.pharmaerp.api.platform.users;

import java.time.Instant;
import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;

/** A user as every read returns it: never the password or its hash. */
@Schema(name = "User")
public record UserView(
        @Schema(examples = "usr_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 40) String username, @Schema(maxLength = 200) String printedName,
        @Schema(maxItems = 8, description = "Of the roles the modules declare (the document lists them).") List<String> roles,
        boolean active,
        @Schema(description = "After 5 failed signatures in a row; an admin's password reset unlocks.") boolean locked,
        @Schema(description = "The admin's signature of the last change of roles or active; null until the first.",
                nullable = true) Signature accessApproval,
        int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    public static UserView of(User user) {
        return new UserView(user.id(), user.username(), user.printedName(), user.roles().stream().map(Role::id).toList(),
                user.active(), user.locked(), user.accessApproval(), user.version(), user.createdAt(), user.updatedAt());
    }
}
