package com.pharmaerp.api.training.api;

import java.time.LocalDate;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.training.service.TrainingRecordService;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;

/** The trainer's signed record (meaning verification) that a user completed a course. */
@Schema(name = "TrainingRecordInput")
public record TrainingRecordRequest(@NotBlank @Size(max = 21) @Schema(description = "The trainee.") String userId,
        @NotBlank @Size(max = 21) String courseId,
        @NotNull @Schema(description = "YYYY-MM-DD; not after the business date.") LocalDate completedOn,
        @NotNull @Valid SignatureRequest signature) implements Signed {

    public TrainingRecordService.Completion toCommand() {
        return new TrainingRecordService.Completion(userId, courseId, completedOn, signature);
    }
}
