package com.pharmaerp.api.equipment;

import java.time.Instant;
import java.time.LocalDate;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A record's use of a piece as its documents show it (a batch record's equipment, an exception report's): the piece,
 * when it was used (business time), the last cleaning before the use, and the calibrations recorded just before and
 * just after it.
 *
 * @param usedTo null while the record still holds the piece
 * @param lastCleaning null when the piece was never cleaned before the use
 * @param lastCalibration null when none was recorded before the use
 * @param nextCalibration null when none was recorded after it yet
 */
public record RecordUse(String equipmentId, String code, String name, String kind, Instant usedFrom, Instant usedTo,
        LastCleaning lastCleaning, CalibrationOf lastCalibration, CalibrationOf nextCalibration) {

    /** @param dirtyHoldExceeded whether the piece had waited dirty beyond its dirty hold before this cleaning */
    @Schema(name = "RecordUseCleaning")
    public record LastCleaning(String cleaningId, @Schema(maxLength = 32) Instant cleanedAt,
            @Schema(enumeration = { "minor", "major" }) String type, boolean dirtyHoldExceeded) {
    }

    /** @param result {@code pass} or {@code fail} */
    @Schema(name = "RecordUseCalibration")
    public record CalibrationOf(String calibrationId, @Schema(maxLength = 10) LocalDate performedOn,
            @Schema(enumeration = { "pass", "fail" }) String result) {
    }

    /** Used after a cleaning that came too late: the piece had waited dirty beyond its hold. */
    public boolean afterDirtyHoldBreach() {
        return lastCleaning != null && lastCleaning.dirtyHoldExceeded();
    }

    /** The piece's next calibration after the use failed: what it measured or made may be wrong. */
    public boolean nextCalibrationFailed() {
        return nextCalibration != null && "fail".equals(nextCalibration.result());
    }
}
