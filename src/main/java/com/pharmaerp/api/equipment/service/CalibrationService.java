package com.pharmaerp.api.equipment.service;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.EquipmentRoles;
import com.pharmaerp.api.equipment.domain.Calibration;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.Use;
import com.pharmaerp.api.equipment.repository.CalibrationRepository;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Calibrations, signed by a supervisor or QA, and the uses and lots a failed one touched. */
@ApplicationScoped
public class CalibrationService {

    private final EquipmentService pieces;
    private final EquipmentRepository equipment;
    private final CalibrationRepository calibrations;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Attachments attachments;

    public CalibrationService(EquipmentService pieces, EquipmentRepository equipment, CalibrationRepository calibrations,
            SignedActions signed, BodyValidator bodies, Attachments attachments) {
        this.pieces = pieces;
        this.equipment = equipment;
        this.calibrations = calibrations;
        this.signed = signed;
        this.bodies = bodies;
        this.attachments = attachments;
    }

    public interface CalibrationCommand extends Signed {
        LocalDate performedOn();

        String result();

        String asFound();

        String asLeft();

        List<String> fileIds();
    }

    /** A lot a failed calibration touched, once, with why: made with the piece or tested with it. */
    public record ImpactLot(String lotId, String number, String why) {
    }

    /** What a failed calibration touched: its uses oldest first, and their lots. */
    public record Impact(List<CalibrationRepository.TouchedUse> uses, List<ImpactLot> lots) {
    }

    /** A calibration as recorded, and the piece's version after it (the next signed action's If-Match). */
    public record RecordedCalibration(Calibration calibration, int equipmentVersion) {
    }

    /**
     * A supervisor or QA signs the calibration (meaning verification; If-Match); the files named are attached first,
     * so the signature binds them.
     */
    public Uni<RecordedCalibration> record(UnitOfWork work, String id, String ifMatch, CalibrationCommand command) {
        return pieces.get(work, id).invoke(() -> bodies.validate(command)).chain(e -> {
            SignedActions.Check check = signed.role(EquipmentRoles.VERIFIERS).ifMatch(ifMatch, e.version());
            return attachments.attach(work, Equipment.NOUN, id, EquipmentService.files(command.fileIds()))
                    .chain(() -> check.sign(work, Equipment.NOUN, id, command.signature(), Meaning.VERIFICATION))
                    .chain(signature -> {
                        Equipment.CalibrationRecorded recorded = e.calibrate(Ids.next(Calibration.ID_PREFIX),
                                command.performedOn(), Calibration.Result.valueOf(command.result().toUpperCase(
                                        Locale.ROOT)), command.asFound().strip(), command.asLeft().strip(), signature,
                                work.today(), work.businessNow(), work.now());
                        return calibrations.insert(work, id, recorded.calibration()).chain(() -> work.saveChange(
                                recorded.event(), new RecordedCalibration(recorded.calibration(), e.version()),
                                () -> equipment.update(work, e)));
                    });
        });
    }

    public Uni<List<Calibration>> list(UnitOfWork work, String id) {
        return pieces.get(work, id).chain(() -> calibrations.ofEquipment(work, id));
    }

    public Uni<Calibration> get(UnitOfWork work, String id, String calibrationId) {
        return pieces.get(work, id).chain(() -> Found.require(Calibration.ID_PREFIX, calibrationId, "calibration",
                () -> calibrations.find(work, id, calibrationId)));
    }

    /** @throws Refusal invalid_transition for a passing calibration, which touched nothing */
    public Uni<Impact> impact(UnitOfWork work, String id, String calibrationId) {
        return get(work, id, calibrationId).chain(calibration -> {
            if (calibration.result() != Calibration.Result.FAIL) {
                throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Calibration " + calibrationId + " passed; "
                        + "only a failed calibration has an impact.");
            }
            return calibrations.impact(work, id, calibration).map(CalibrationService::impactOf);
        });
    }

    private static Impact impactOf(List<CalibrationRepository.TouchedUse> uses) {
        Map<String, ImpactLot> lots = new LinkedHashMap<>();
        for (CalibrationRepository.TouchedUse touched : uses) {
            Use use = touched.use();
            if (use.lotId() != null) {
                lots.putIfAbsent(use.lotId(), new ImpactLot(use.lotId(), use.lotNumber(),
                        use.type() == Use.Type.PRODUCTION_ORDER ? "made_with" : "tested_with"));
            }
        }
        return new Impact(uses, List.copyOf(lots.values()));
    }
}
