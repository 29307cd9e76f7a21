package com.pharmaerp.api.equipment.service;

import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.equipment.EquipmentRoles;
import com.pharmaerp.api.equipment.domain.Cleaning;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.repository.CleaningRepository;
import com.pharmaerp.api.equipment.repository.EquipmentRepository;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** Cleanings of equipment in product contact: recorded by whoever cleaned, verified by a second person who signs. */
@ApplicationScoped
public class CleaningService {

    private final EquipmentService pieces;
    private final EquipmentRepository equipment;
    private final CleaningRepository cleanings;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Attachments attachments;

    public CleaningService(EquipmentService pieces, EquipmentRepository equipment, CleaningRepository cleanings,
            ActingUser actingUser, SignedActions signed, BodyValidator bodies, Attachments attachments) {
        this.pieces = pieces;
        this.equipment = equipment;
        this.cleanings = cleanings;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.attachments = attachments;
    }

    public interface CleaningCommand {
        String type();

        String procedure();

        List<String> fileIds();
    }

    /** An operator or supervisor records a cleaning, pending verification; the files named are attached to the piece. */
    public Uni<Cleaning> start(UnitOfWork work, String id, CleaningCommand command) {
        return pieces.get(work, id).invoke(() -> bodies.validate(command)).chain(e -> {
            actingUser.requireRole(EquipmentRoles.CLEANERS);
            Equipment.CleaningStarted started = e.startCleaning(Ids.next(Cleaning.ID_PREFIX),
                    Cleaning.Type.valueOf(command.type().toUpperCase(Locale.ROOT)), command.procedure().strip(),
                    work.userId(), work.businessNow(), work.now());
            return attachments.attach(work, Equipment.NOUN, id, EquipmentService.files(command.fileIds()))
                    .chain(() -> cleanings.insert(work, started.cleaning()))
                    .chain(() -> work.saveChange(started.event(), started.cleaning(), () -> equipment.update(work, e)));
        });
    }

    public Uni<Cleaning> get(UnitOfWork work, String id, String cleaningId) {
        return pieces.get(work, id).chain(() -> Found.require(Cleaning.ID_PREFIX, cleaningId, "cleaning",
                () -> cleanings.find(work, id, cleaningId)));
    }

    /**
     * A supervisor or QA other than the cleaner verifies the pending cleaning (signed, meaning verification; If-Match
     * the piece's version): the piece is clean from now.
     */
    public Uni<Equipment> verify(UnitOfWork work, String id, String cleaningId, String ifMatch, Signed command) {
        return pieces.get(work, id).chain(e -> Found.require(Cleaning.ID_PREFIX, cleaningId, "cleaning",
                () -> cleanings.find(work, id, cleaningId)).invoke(() -> bodies.validate(command))
                .chain(cleaning -> signed.role(EquipmentRoles.VERIFIERS)
                        .someoneElseThan(List.of(cleaning.cleanedBy()), "verify a cleaning they did")
                        .ifMatch(ifMatch, e.version())
                        .sign(work, Equipment.NOUN, id, command.signature(), Meaning.VERIFICATION)
                        .chain(signature -> work.saveChange(e.verifyCleaning(cleaning, signature, work.businessNow(),
                                work.now()), e, () -> cleanings.verify(work, cleaning)
                                        .chain(() -> equipment.update(work, e))))));
    }
}
