package com.pharmaerp.api.production.service;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.pharmaerp.api.equipment.EquipmentUse;
import com.pharmaerp.api.platform.config.ErpConfig;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.PersistenceProblem;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.MeasuredText;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.production.ProductionProblem;
import com.pharmaerp.api.production.ProductionRoles;
import com.pharmaerp.api.production.domain.LineClearance;
import com.pharmaerp.api.production.domain.PlannedStep;
import com.pharmaerp.api.production.domain.ProductionOrder;
import com.pharmaerp.api.production.domain.ProductionOrderStatus;
import com.pharmaerp.api.production.domain.ProductionStep;
import com.pharmaerp.api.production.domain.StepKind;
import com.pharmaerp.api.production.repository.ProductionOrderRepository;
import com.pharmaerp.api.production.repository.ProductionStepRepository;
import com.pharmaerp.api.quality.DeviationOpening;
import com.pharmaerp.api.warehouse.WarehouseNames;

import io.smallrye.mutiny.Uni;

/**
 * Executing a batch step by step (docs/design/batch-execution.md): the line clearance before anything, each step of
 * the recipe's operations in order with its value, piece of equipment, hold window and signature, a second person's
 * verification, and corrections before QA's review. Each action finds the order (404) and the step (404), reads its
 * command (422), then the role, four eyes and If-Match, then the rules of the step.
 */
@ApplicationScoped
public class BatchExecutionService {

    private final ProductionOrderRepository orders;
    private final ProductionStepRepository steps;
    private final WarehouseNames warehouse;
    private final EquipmentUse equipment;
    private final DeviationOpening deviations;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Duration lateAfter;

    public BatchExecutionService(ProductionOrderRepository orders, ProductionStepRepository steps, WarehouseNames warehouse,
            EquipmentUse equipment, DeviationOpening deviations, ActingUser actingUser, SignedActions signed,
            BodyValidator bodies, ErpConfig config) {
        this.orders = orders;
        this.steps = steps;
        this.warehouse = warehouse;
        this.equipment = equipment;
        this.deviations = deviations;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.lateAfter = Duration.ofMinutes(config.production().lateEntryMinutes());
    }

    /** The line clearance: where, what was checked, and the signature. */
    @Schema(name = "LineClearanceInput")
    public record LineClearanceRequest(
            @NotBlank @Size(max = 40) @Schema(description = "The location cleared for the batch.") String locationId,
            @NotEmpty @Size(max = 50) List<@NotNull @Valid ChecklistItem> checklist,
            @NotNull @Valid SignatureRequest signature) implements Signed {
    }

    /** One item of the line clearance's checklist; every one must be confirmed. */
    @Schema(name = "LineClearanceItem")
    public record ChecklistItem(@NotBlank @Size(max = 200) String item, @NotNull Boolean confirmed) {
    }

    /** A step's completion as the performer sends it; what the step's kind does not take is refused. */
    @Schema(name = "StepCompletionInput")
    public record StepCompletion(
            @Pattern(regexp = MeasuredText.PATTERN, message = MeasuredText.MESSAGE) @JsonDeserialize(using = MeasuredText.class)
            @Size(max = 20) @Schema(description = "A parameter's or in-process control's value: a decimal string, or a "
                    + "JSON number taken as its exact text.", nullable = true,
                    examples = "10.5") String value,
            @Size(max = 40) @Schema(description = "An equipment step's piece.", nullable = true) String equipmentId,
            @Schema(description = "Business time; now when omitted. In the future: 422.", nullable = true, maxLength = 32)
            Instant performedAt,
            @Size(max = 2000) @Schema(nullable = true) String note,
            @Size(max = 2000) @Schema(description = "Why a value outside its limits, or a wait outside its window, is "
                    + "accepted: the step is done with the exception and a deviation is opened.", nullable = true)
            String exceptionReason,
            @Valid @Schema(description = "The performer's, meaning responsibility, where the step asks for one.",
                    nullable = true) SignatureRequest signature) {

        String reason() {
            return exceptionReason == null || exceptionReason.isBlank() ? null : exceptionReason.strip();
        }
    }

    /** A step's value replaced, and why. */
    @Schema(name = "StepCorrectionInput")
    public record StepCorrection(
            @NotNull @Pattern(regexp = MeasuredText.PATTERN, message = MeasuredText.MESSAGE)
            @JsonDeserialize(using = MeasuredText.class) @Size(max = 20)
            @Schema(description = "The new value: a decimal string, or a JSON number taken as its exact text.",
                    examples = "10.5") String value,
            @NotBlank @Size(max = 2000) String reason) {
    }

    /** The order and its executed steps, read together. */
    public record Sheet(ProductionOrder order, List<ProductionStep> executed) {
    }

    /** The order's steps as its recipe snapshot defines them, with those executed; 404 for no such order. */
    public Uni<Sheet> sheet(UnitOfWork work, String id) {
        return head(work, id).chain(order -> steps.ofOrder(work, order.id(), order.recipe())
                .map(executed -> new Sheet(order, executed)));
    }

    /**
     * A supervisor or QA signs the line clearance of a released order: 404; the command (422, every item confirmed,
     * the location one of the tenant's); the role, If-Match, the signature (verification); the order cleared on the
     * location before this one is named. The order as read again.
     */
    public Uni<ProductionOrder> clearLine(UnitOfWork work, String id, String ifMatch, LineClearanceRequest command) {
        return head(work, id).invoke(() -> bodies.validate(command)).chain(order -> {
            List<Problem.FieldError> unconfirmed = new ArrayList<>();
            for (int i = 0; i < command.checklist().size(); i++) {
                if (!command.checklist().get(i).confirmed()) {
                    unconfirmed.add(new Problem.FieldError("checklist[" + i + "].confirmed", "must be confirmed: "
                            + command.checklist().get(i).item()));
                }
            }
            if (!unconfirmed.isEmpty()) {
                throw new Refusal(PlatformProblem.VALIDATION_FAILED, "Every item of the checklist is confirmed before "
                        + "the line is cleared.", unconfirmed);
            }
            return warehouse.locationNames(work, List.of(command.locationId())).chain(found -> {
                if (found.isEmpty()) {
                    throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "locationId", "not a location of this tenant");
                }
                return signed.role(ProductionRoles.LINE_CLEARANCE).ifMatch(ifMatch, order.version())
                        .sign(work, ProductionOrder.NOUN, order.id(), command.signature(), Meaning.VERIFICATION);
            }).chain(signature -> orders.lastClearedOn(work, command.locationId(), order.id()).map(previous -> {
                LineClearance clearance = new LineClearance(command.locationId(), command.checklist().stream()
                        .map(item -> new LineClearance.Item(item.item().strip(), true)).toList(),
                        previous == null ? null : previous.id(), previous == null ? null : previous.number(), signature);
                work.record(order.clearLine(clearance, work.now()));
                return order;
            })).chain(cleared -> orders.update(work, cleared).map(written -> Versions.written(written, cleared)))
                    .chain(() -> orders.performed(work, order.id(), work.userId()))
                    .chain(() -> get(work, order.id()));
        });
    }

    /**
     * An operator or supervisor completes a step: 404 for the order or step; the command (422); the role; a step done
     * already (409 invalid_transition), If-Match (the pending step's version, 0); the order executable (409
     * invalid_transition, line_clearance_required); every earlier step done (409 step_out_of_order); the rules of the
     * step's kind (equipment usable, a verified charge, the value within its limits or accepted with a reason); the
     * performer's signature where asked. Of two completions at once, on any pods, one is done and the other 409.
     */
    public Uni<ProductionStep> complete(UnitOfWork work, String id, String stepId, String ifMatch, StepCompletion command) {
        return sheet(work, id).invoke(() -> bodies.validate(command)).chain(sheet -> {
            ProductionOrder order = sheet.order();
            PlannedStep planned = planned(order, stepId);
            actingUser.requireRole(ProductionRoles.PERFORMER);
            if (executed(sheet, stepId) != null) {
                throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + stepId + " is already done.");
            }
            if (ifMatch != null) {
                Versions.require(ifMatch, 0);
            }
            order.requireExecutable();
            requireEarlierStepsDone(sheet, planned);
            ProductionStep.Performance performance = performance(work, command);
            Instant previous = planned.position() == 1 ? null
                    : sheet.executed().get(planned.position() - 2).performedAt();
            List<ProductionStep.Exception> exceptions = ProductionStep.assess(planned, performance, previous, lateAfter);
            return requireKindsRule(work, order, planned, command)
                    .chain(() -> performerSignature(work, order, planned, command.signature()))
                    .chain(signature -> (ProductionStep.needsDeviation(exceptions)
                            ? openDeviation(work, order, planned, describe(planned, performance, command.reason()),
                                    performance.performedAt())
                            : Uni.createFrom().<String>nullItem())
                            .map(deviation -> ProductionStep.complete(order.id(), planned, performance.signed(signature),
                                    exceptions, deviation, order.status().id(), ProductionOrderStatus.IN_PROGRESS.id())))
                    .chain(completed -> steps.complete(work, completed.step()).map(version -> {
                        if (version == null) {
                            throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + stepId + " was completed "
                                    + "meanwhile, or order " + order.number() + " moved on; read it again.");
                        }
                        work.record(completed.event());
                        return completed.step();
                    }));
        });
    }

    /**
     * A second person's signed verification of a step: 404; the signature's form (422); the role, four eyes (not its
     * performer), If-Match is the step's version, the signature (verification); 409 when the recipe asks none, it is
     * verified already, or the order is no longer in progress.
     */
    public Uni<ProductionStep> verify(UnitOfWork work, String id, String stepId, String ifMatch, SignedRequest command) {
        return doneStep(work, id, stepId).invoke(() -> bodies.validate(command)).chain(found -> signed
                .role(ProductionRoles.VERIFIER).someoneElseThan(List.of(found.step().performedBy()), "verify a step they performed")
                .ifMatch(ifMatch, found.step().version())
                .sign(work, ProductionOrder.NOUN, found.order().id(), command.signature(), Meaning.VERIFICATION)
                .chain(verification -> {
                    ProductionStep step = found.step();
                    var event = step.verify(verification, found.order().status().id());
                    return save(work, found.order(), step, List.of(ProductionOrderStatus.IN_PROGRESS.id(),
                            ProductionOrderStatus.COMPLETED.id())).invoke(() -> work.record(event));
                }));
    }

    /**
     * An operator or supervisor corrects a measured step's value before QA's review: 404; the command (422); the role;
     * If-Match (optional, the step's version); the order in progress or completed (409 invalid_transition); a value
     * outside the limits opens a deviation unless the step has one.
     */
    public Uni<ProductionStep> correct(UnitOfWork work, String id, String stepId, String ifMatch, StepCorrection command) {
        return doneStep(work, id, stepId).invoke(() -> bodies.validate(command)).chain(found -> {
            actingUser.requireRole(ProductionRoles.PERFORMER);
            ProductionStep step = found.step();
            if (ifMatch != null) {
                Versions.require(ifMatch, step.version());
            }
            found.order().requireCorrectable();
            BigDecimal corrected = new BigDecimal(command.value());
            Instant now = work.businessNow();
            Uni<String> deviation = step.correctionNeedsDeviation(corrected)
                    ? openDeviation(work, found.order(), step.planned(), step.planned().definition().measure() + " corrected to "
                            + corrected.toPlainString() + " " + step.planned().definition().unit() + ", outside "
                            + step.planned().definition().limits() + ": " + command.reason().strip(), now)
                    : Uni.createFrom().nullItem();
            return deviation.chain(opened -> {
                var event = step.correct(corrected, command.reason().strip(), work.userId(), now, opened,
                        found.order().status().id());
                return save(work, found.order(), step, List.of(ProductionOrderStatus.IN_PROGRESS.id(),
                        ProductionOrderStatus.COMPLETED.id())).invoke(() -> work.record(event));
            });
        });
    }

    private record DoneStep(ProductionOrder order, ProductionStep step) {
    }

    /** The order and one of its done steps: 404 for either, or for a step not done yet. */
    private Uni<DoneStep> doneStep(UnitOfWork work, String id, String stepId) {
        return head(work, id).chain(order -> {
            PlannedStep planned = planned(order, stepId);
            return steps.find(work, order.id(), planned).map(step -> {
                if (step == null) {
                    throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + stepId + " of order " + order.number()
                            + " is not done yet.");
                }
                return new DoneStep(order, step);
            });
        });
    }

    private Uni<ProductionStep> save(UnitOfWork work, ProductionOrder order, ProductionStep step, List<String> statuses) {
        return steps.update(work, step, statuses).map(version -> {
            if (version == null) {
                throw new Refusal(PersistenceProblem.INVALID_TRANSITION, "Step " + step.stepId() + " or order "
                        + order.number() + " moved on meanwhile; read them again.");
            }
            return step;
        });
    }

    /** The performance as sent, times in business time, not yet signed. */
    private ProductionStep.Performance performance(UnitOfWork work, StepCompletion command) {
        Instant now = work.businessNow();
        return new ProductionStep.Performance(command.value() == null ? null : new BigDecimal(command.value()),
                command.equipmentId(), command.performedAt() == null ? now : command.performedAt(), now, work.userId(),
                command.note() == null || command.note().isBlank() ? null : command.note().strip(), command.reason(), null);
    }

    /** An equipment step claims its piece; a charge step needs a verified charge of its material. */
    private Uni<Void> requireKindsRule(UnitOfWork work, ProductionOrder order, PlannedStep planned, StepCompletion command) {
        StepKind kind = planned.definition().kindOf();
        if (kind == StepKind.EQUIPMENT) {
            return warehouse.lotFacts(work, List.of(order.outputLotId())).chain(lots -> equipment.claim(work, "equipmentId",
                    command.equipmentId(), planned.definition().equipmentKind(), new EquipmentUse.OrderUse(order.id(),
                            order.number(), order.outputLotId(), lots.get(order.outputLotId()).number())));
        }
        if (kind == StepKind.CHARGE) {
            return orders.hasVerifiedCharge(work, order.id(), planned.definition().materialId()).invoke(charged -> {
                if (!charged) {
                    throw new Refusal(ProductionProblem.CHARGE_MISSING, "Step " + planned.stepId() + " is done once a "
                            + "charge of " + planned.definition().materialId() + " into the order is verified; none is.");
                }
            }).replaceWithVoid();
        }
        return Uni.createFrom().voidItem();
    }

    /** The performer's signature where the step asks for one (422 without, or with one it does not ask for). */
    private Uni<Signature> performerSignature(UnitOfWork work, ProductionOrder order, PlannedStep planned,
            SignatureRequest signature) {
        if (planned.definition().signature() != (signature != null)) {
            throw Refusal.ofField(PlatformProblem.VALIDATION_FAILED, "signature", planned.definition().signature()
                    ? "step " + planned.stepId() + " is signed by its performer: send signature"
                    : "step " + planned.stepId() + " asks for no signature");
        }
        if (signature == null) {
            return Uni.createFrom().nullItem();
        }
        return signed.role(ProductionRoles.PERFORMER).creating().sign(work, ProductionOrder.NOUN, order.id(), signature,
                Meaning.RESPONSIBILITY);
    }

    private Uni<String> openDeviation(UnitOfWork work, ProductionOrder order, PlannedStep planned, String what,
            Instant at) {
        return deviations.open(work, "Batch " + order.number() + ", step " + planned.stepId() + " ("
                + planned.operation().name() + "): " + what, List.of(order.id()), LocalDate.ofInstant(at, ZoneOffset.UTC));
    }

    private static String describe(PlannedStep planned, ProductionStep.Performance performance, String reason) {
        return (performance.value() == null ? "hold time outside " + planned.definition().window()
                : planned.definition().measure() + " " + performance.value().toPlainString() + " "
                        + planned.definition().unit() + " outside " + planned.definition().limits()) + ": " + reason;
    }

    /** @throws Refusal step_out_of_order naming the first earlier step not done */
    private static void requireEarlierStepsDone(Sheet sheet, PlannedStep planned) {
        if (sheet.executed().size() < planned.position() - 1) {
            PlannedStep first = sheet.order().recipe().plannedSteps().get(sheet.executed().size());
            throw new Refusal(ProductionProblem.STEP_OUT_OF_ORDER, "Step " + first.stepId() + " comes first: steps are "
                    + "done in the recipe's order.");
        }
    }

    private static ProductionStep executed(Sheet sheet, String stepId) {
        return sheet.executed().stream().filter(step -> step.stepId().equals(stepId)).findFirst().orElse(null);
    }

    /** @throws Refusal not_found for no such step of the order's recipe */
    private static PlannedStep planned(ProductionOrder order, String stepId) {
        return order.recipe().plannedSteps().stream().filter(step -> step.stepId().equals(stepId)).findFirst()
                .orElseThrow(() -> new Refusal(PlatformProblem.NOT_FOUND, "Order " + order.number() + " has no step "
                        + stepId + "."));
    }

    private Uni<ProductionOrder> head(UnitOfWork work, String id) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN, () -> orders.head(work, id));
    }

    private Uni<ProductionOrder> get(UnitOfWork work, String id) {
        return Found.require(ProductionOrder.ID_PREFIX, id, ProductionOrder.NOUN, () -> orders.find(work, id));
    }
}
