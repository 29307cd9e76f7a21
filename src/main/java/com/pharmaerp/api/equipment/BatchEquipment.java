package com.pharmaerp.api.equipment;

import java.time.LocalDate;
import java.util.Collection;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.repository.BatchEquipmentRepository;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** The equipment a product's batches used and how its calibrations went, for the product quality review. */
@ApplicationScoped
public class BatchEquipment {

    /** A calibration of a piece that failed. */
    public record FailedCalibration(String calibrationId, LocalDate performedOn) {
    }

    /**
     * A piece that production orders among the ids used.
     *
     * @param orderIds which of the orders used it
     * @param failedCalibrations its calibrations that failed between the dates, oldest first
     */
    public record Piece(String equipmentId, String code, String name, List<String> orderIds,
            List<FailedCalibration> failedCalibrations) {
    }

    private final BatchEquipmentRepository equipment;

    public BatchEquipment(BatchEquipmentRepository equipment) {
        this.equipment = equipment;
    }

    /** The pieces the orders used, by code, each with its calibrations that failed between the dates, both included. */
    public Uni<List<Piece>> usedBy(UnitOfWork work, Collection<String> orderIds, LocalDate from, LocalDate to) {
        return orderIds.isEmpty() ? Uni.createFrom().item(List.of()) : equipment.usedBy(work, orderIds, from, to);
    }
}
