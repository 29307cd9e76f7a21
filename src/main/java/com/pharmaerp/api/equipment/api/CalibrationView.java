package com.pharmaerp.api.equipment.api;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.platform.users.Signature;

/** A calibration, never changed. */
@Schema(name = "EquipmentCalibration")
public record CalibrationView(@Schema(examples = "cal_3kP9xQ2mZ7vB1cD4") String id, LocalDate performedOn,
        @Schema(enumeration = { "pass", "fail" }) String result, @Schema(maxLength = 2000) String asFound,
        @Schema(maxLength = 2000) String asLeft, Signature signature,
        @Schema(nullable = true, maxLength = 10, description = "Set by a pass: performedOn plus the interval.")
        LocalDate nextDueOn,
        @Schema(description = "Business time it was recorded.") Instant recordedAt) {

    public static CalibrationView of(Calibration c) {
        return new CalibrationView(c.id(), c.performedOn(), c.result().code(), c.asFound(), c.asLeft(), c.signature(),
                c.nextDueOn(), c.recordedAt());
    }
}
