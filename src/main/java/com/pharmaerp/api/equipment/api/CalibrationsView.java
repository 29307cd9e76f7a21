package com.pharmaerp.api.equipment.api;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A piece's calibrations, newest first; every one, a piece has few. */
@Schema(name = "EquipmentCalibrations")
public record CalibrationsView(@Schema(maxItems = 10000) List<CalibrationView> items) {
}
