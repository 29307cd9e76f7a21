package com.pharmaerp.api.qms.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;

/** A CAPA as every read returns it, with its actions and effectiveness check. */
@Schema(name = "Capa")
public record CapaView(
        @Schema(examples = "cap_3kP9xQ2mZ7vB1cD4") String id,
        @Schema(maxLength = 20, examples = "CAPA-000001") String number,
        @Schema(maxLength = 200) String title,
        @Schema(maxLength = 4000) String description,
        String ownerId,
        @Schema(maxItems = 50) List<Source> sources,
        @Schema(enumeration = { "open", "implemented", "closed", "cancelled" }) String status,
        @Schema(description = "Open, with an action past its due date and not done (the tenant's business date).")
        boolean overdue,
        @Schema(maxItems = 10000) List<Action> actions,
        @Schema(nullable = true) Signature implementation,
        @Schema(nullable = true, maxLength = 10, description = "The business date of implementation.") LocalDate implementedOn,
        @Schema(nullable = true) Check effectivenessCheck,
        @Schema(nullable = true, enumeration = { "effective", "ineffective" }) String verdict,
        @Schema(nullable = true) String followUpCapaId,
        @Schema(nullable = true) Signature closing,
        @Schema(nullable = true) Signature cancellation,
        @Schema(maxLength = 21) String createdBy, int version, Instant createdAt, Instant updatedAt) implements Versions.Versioned {

    @Schema(name = "CapaSource")
    public record Source(@Schema(enumeration = { "deviation", "oos_investigation", "complaint", "recall", "capa", "other" })
            String type, @Schema(nullable = true) String id, @Schema(nullable = true, maxLength = 200) String reference) {
    }

    @Schema(name = "CapaAction")
    public record Action(String id, @Schema(minimum = "1", maximum = "9999") int lineNo,
            @Schema(enumeration = { "corrective", "preventive" }) String kind, @Schema(maxLength = 4000) String description,
            String ownerId, LocalDate dueOn, @Schema(enumeration = { "open", "done", "cancelled" }) String status,
            @Schema(description = "Open and past its due date.") boolean overdue,
            @Schema(nullable = true) Completion completion,
            @Schema(maxItems = 1000, description = "Every extension, oldest first.") List<Extension> extensions,
            @Schema(nullable = true) Signature cancellation) {
    }

    @Schema(name = "CapaActionCompletion")
    public record Completion(@Schema(maxLength = 4000) String evidence, @Schema(maxItems = 50) List<String> fileIds,
            @Schema(maxLength = 21) String completedBy, Instant completedAt) {
    }

    @Schema(name = "CapaActionExtension")
    public record Extension(LocalDate fromDueOn, LocalDate toDueOn, @Schema(maxLength = 2000) String reason,
            Signature signature) {
    }

    @Schema(name = "CapaEffectivenessCheck")
    public record Check(Criterion criterion, @Schema(minimum = "1", maximum = "3650") int windowDays,
            @Schema(nullable = true, maxLength = 10, description = "Null until implemented.") LocalDate windowEndsOn,
            @Schema(enumeration = { "scheduled", "evaluated" }) String status,
            @Schema(nullable = true, enumeration = { "met", "not_met" }) String result,
            @Schema(nullable = true, minimum = "0", maximum = "9223372036854775807") Long count,
            @Schema(maxItems = 100, description = "The first matching events, oldest first.") List<String> eventIds,
            @Schema(nullable = true, maxLength = 32) Instant evaluatedAt,
            @Schema(nullable = true, minimum = "1", maximum = "9223372036854775807", description = "The window's first sequence of the tenant's audit trail.") Long firstSequence,
            @Schema(nullable = true, minimum = "0", maximum = "9223372036854775807", description = "Its last: the chain's head at evaluation.") Long lastSequence) {
    }

    @Schema(name = "CapaEffectivenessCriterion")
    public record Criterion(@Schema(maxItems = 50) List<@Size(max = 100) String> eventTypes, Map<String, Object> match,
            @Schema(minimum = "0", maximum = "1000000") int maxCount) {
    }

    /** @param today the tenant's business date, which says what is overdue */
    public static CapaView of(Capa c, LocalDate today) {
        return new CapaView(c.id(), c.number(), c.title(), c.description(), c.ownerId(),
                c.sources().stream().map(s -> new Source(s.type().id(), s.id(), s.reference())).toList(), c.status().id(),
                c.overdueOn(today), c.actions().stream().map(a -> action(a, c.status() == Capa.Status.OPEN, today)).toList(),
                c.implementation(), c.implementedOn(), check(c.effectivenessCheck()),
                c.verdict() == null ? null : c.verdict().id(), c.followUpCapaId(), c.closing(), c.cancellation(),
                c.createdBy(), c.version(), c.createdAt(), c.updatedAt());
    }

    /** @param capaOpen whether its CAPA is open: only then is an action overdue */
    static Action action(CapaAction a, boolean capaOpen, LocalDate today) {
        CapaAction.Completion done = a.completion();
        return new Action(a.id(), a.lineNo(), a.kind().id(), a.description(), a.ownerId(), a.dueOn(), a.status().id(),
                capaOpen && a.overdueOn(today), done == null ? null : new Completion(done.evidence(), done.fileIds(),
                        done.completedBy(), done.completedAt()),
                a.extensions().stream().map(e -> new Extension(e.fromDueOn(), e.toDueOn(), e.reason(), e.signature()))
                        .toList(), a.cancellation());
    }

    private static Check check(EffectivenessCheck check) {
        if (check == null) {
            return null;
        }
        EffectivenessCheck.Criterion criterion = check.criterion();
        return new Check(new Criterion(criterion.eventTypes(), criterion.match(), criterion.maxCount()), check.windowDays(),
                check.windowEndsOn(), check.status().id(), check.result() == null ? null : check.result().id(),
                check.count(), check.eventIds(), check.evaluatedAt(), check.firstSequence(), check.lastSequence());
    }
}
