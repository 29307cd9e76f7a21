package com.pharmaerp.api.qms.service;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.EventTypePattern;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.files.Attachments;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.UserProblem;
import com.pharmaerp.api.platform.users.UserRepository;
import com.pharmaerp.api.platform.work.DocumentNumbers;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.qms.QmsRoles;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.CapaAction;
import com.pharmaerp.api.qms.domain.CapaEvent;
import com.pharmaerp.api.qms.domain.EffectivenessCheck;
import com.pharmaerp.api.qms.repository.CapaRepository;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;

/**
 * CAPAs: opened by QA or a supervisor on records of the tenant, actions added and done by their owners,
 * implemented and closed by QA who does not own the CAPA, an effectiveness check evaluated by the
 * service over its own audit trail. Every move of an action is a move of the CAPA.
 */
@ApplicationScoped
public class CapaService {

    private final CapaRepository capas;
    private final CapaSourceCheck sources;
    private final UserRepository users;
    private final AuditEventRepository audit;
    private final DocumentNumbers numbers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;
    private final Attachments attachments;

    public CapaService(CapaRepository capas, CapaSourceCheck sources, UserRepository users, AuditEventRepository audit,
            DocumentNumbers numbers, ActingUser actingUser, SignedActions signed, BodyValidator bodies,
            Attachments attachments) {
        this.capas = capas;
        this.sources = sources;
        this.users = users;
        this.audit = audit;
        this.numbers = numbers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
        this.attachments = attachments;
    }

    /** A new action: what, by whom, by when. */
    public interface ActionCommand {
        String kind();

        String description();

        String ownerId();

        LocalDate dueOn();
    }

    /** The owner's evidence that the action is done; {@code fileIds} may be null. */
    public interface CompletionCommand {
        String evidence();

        List<String> fileIds();
    }

    /** QA's later due date, signed (meaning approval). */
    public interface ExtensionCommand extends Signed {
        LocalDate dueOn();

        String reason();
    }

    /** QA's cancellation of an action, signed (meaning rejection). */
    public interface ActionCancellation extends Signed {
        String reason();
    }

    /** The check's criterion and window; {@code match} values are plain JSON values. */
    public interface CheckCommand {
        List<String> eventTypes();

        Map<String, Object> match();

        int maxCount();

        Integer windowDays();
    }

    /** QA's verdict, signed (meaning approval). */
    public interface Closing extends Signed {
        String verdict();

        String followUpCapaId();
    }

    /** The filters of the list; null fields do not narrow. */
    public record Filter(Capa.Status status, String ownerId, String sourceId, Boolean overdue) {
    }

    /** QA or a supervisor opens a CAPA: its owner an active user, each source a record of the tenant of its type. */
    public Uni<Capa> open(UnitOfWork work, Capa.Data data) {
        actingUser.requireRole(QmsRoles.QA_OR_SUPERVISOR);
        return requireActiveUser(work, "ownerId", data.ownerId()).chain(() -> sources.requireAll(work, data.sources()))
                .chain(() -> numbers.next(work, Capa.NUMBER_PREFIX)).chain(number -> {
                    Capa capa = Capa.open(Ids.next(Capa.ID_PREFIX), number, data, work.userId(), work.now());
                    work.record(capa.opened());
                    return capas.insert(work, capa).replaceWith(capa);
                });
    }

    /** The CAPA of the tenant; 404 when there is none. */
    public Uni<Capa> get(UnitOfWork work, String id) {
        return Found.require(Capa.ID_PREFIX, id, Capa.NOUN, () -> capas.find(work, id));
    }

    /** Newest first; {@code overdue} against the tenant's business date. */
    public Uni<Page<Capa>> list(UnitOfWork work, Filter filter, Cursor after, int limit) {
        ListQuery query = ListQuery.of(work.tenantId())
                .equal("status", filter.status() == null ? null : filter.status().id())
                .equal("owner_id", filter.ownerId()).where(CapaRepository.naming(), filter.sourceId());
        if (filter.overdue() != null) {
            query.where(filter.overdue() ? CapaRepository.overdue() : CapaRepository.notOverdue(), work.today());
        }
        return capas.page(work, query, after, limit)
                .map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt(), c.id()), c -> c));
    }

    /** QA, a supervisor or the CAPA's owner adds an action while it is open; If-Match optional. */
    public Uni<Capa> addAction(UnitOfWork work, String id, String ifMatch, ActionCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> {
            requireQaSupervisorOrOwner(capa);
            optionalIfMatch(ifMatch, capa);
            return requireActiveUser(work, "ownerId", command.ownerId()).chain(() -> save(work, capa,
                    capa.addAction(Ids.next(CapaAction.ID_PREFIX), CapaAction.Kind.of(command.kind()),
                            command.description().strip(), command.ownerId(), command.dueOn(), work.now())));
        });
    }

    /**
     * The action's owner, and only they, completes it with evidence; If-Match optional. Its files are
     * attached to the CAPA, so the signatures given on it afterwards bind them.
     */
    public Uni<Capa> completeAction(UnitOfWork work, String id, String actionId, String ifMatch, CompletionCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> {
            CapaAction action = action(capa, actionId);
            if (!action.ownerId().equals(work.userId())) {
                throw new Refusal(UserProblem.SEGREGATION_OF_DUTIES, "Only the action's owner " + action.ownerId()
                        + " completes it; the acting user is " + work.userId() + ".");
            }
            optionalIfMatch(ifMatch, capa);
            List<String> files = command.fileIds() == null ? List.of() : command.fileIds();
            return attachments.attach(work, Capa.NOUN, capa.id(), files).chain(() -> save(work, capa, capa.completeAction(
                    action, new CapaAction.Completion(command.evidence().strip(), files, work.userId(), work.now()), work.now())));
        });
    }

    /** QA, not the action's owner, moves its due date later (signed, meaning approval; If-Match). */
    public Uni<Capa> extendAction(UnitOfWork work, String id, String actionId, String ifMatch, ExtensionCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> {
            CapaAction action = action(capa, actionId);
            return signed.role(QmsRoles.QA).someoneElseThan(List.of(action.ownerId()), "extend an action they own")
                    .ifMatch(ifMatch, capa.version()).sign(work, Capa.NOUN, id, command.signature(), Meaning.APPROVAL)
                    .chain(signature -> save(work, capa, capa.extendAction(action, command.dueOn(), command.reason().strip(),
                            signature, work.now())));
        });
    }

    /** QA cancels an action (signed, meaning rejection; If-Match). */
    public Uni<Capa> cancelAction(UnitOfWork work, String id, String actionId, String ifMatch, ActionCancellation command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> {
            CapaAction action = action(capa, actionId);
            return signed.role(QmsRoles.QA).ifMatch(ifMatch, capa.version())
                    .sign(work, Capa.NOUN, id, command.signature(), Meaning.REJECTION)
                    .chain(signature -> save(work, capa, capa.cancelAction(action, command.reason().strip(), signature,
                            work.now())));
        });
    }

    /** QA, not the CAPA's owner, signs its implementation (meaning approval; If-Match) on the business date. */
    public Uni<Capa> implement(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> signed.role(QmsRoles.QA)
                .someoneElseThan(List.of(capa.ownerId()), "implement a CAPA they own").ifMatch(ifMatch, capa.version())
                .sign(work, Capa.NOUN, id, command.signature(), Meaning.APPROVAL)
                .chain(signature -> save(work, capa, capa.implement(signature, work.today(),
                        work.now()))));
    }

    /** QA defines the effectiveness check once (If-Match); its event types must name types of the catalogue. */
    public Uni<Capa> defineCheck(UnitOfWork work, String id, String ifMatch, CheckCommand command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> {
            actingUser.requireRole(QmsRoles.QA);
            Versions.require(ifMatch, capa.version());
            EffectivenessCheck.Criterion criterion = new EffectivenessCheck.Criterion(eventTypes(command.eventTypes()),
                    command.match() == null ? Map.of() : new LinkedHashMap<>(command.match()), command.maxCount());
            return save(work, capa, capa.defineCheck(criterion, command.windowDays(), work.now()));
        });
    }

    /** QA evaluates a due check at once: 409 check_not_due before its window ends. */
    public Uni<Capa> evaluate(UnitOfWork work, String id) {
        return get(work, id).chain(capa -> {
            actingUser.requireRole(QmsRoles.QA);
            return evaluate(work, capa, work.today());
        });
    }

    /**
     * The daily pass's evaluation of every check due by the business date: each CAPA locked by a
     * conditional read first, so one pod evaluates it and another finds it evaluated.
     */
    public Uni<Void> evaluateDue(UnitOfWork work) {
        return capas.dueChecks(work, work.today()).chain(ids -> Multi.createFrom().iterable(ids)
                .onItem().transformToUniAndConcatenate(id -> capas.lockDue(work, id, work.today())
                        .chain(capa -> capa == null ? Uni.createFrom().nullItem() : evaluate(work, capa, work.today())))
                .collect().last().replaceWithVoid());
    }

    /**
     * Counts the events after the CAPA's {@code capa.implemented} event up to the chain's head: of the check's
     * types, carrying its field values.
     */
    private Uni<Capa> evaluate(UnitOfWork work, Capa capa, LocalDate today) {
        EffectivenessCheck.Criterion criterion = capa.dueCriterion(today);
        List<String> types = criterion.eventTypes().stream().flatMap(pattern -> EventTypePattern.catalogued(pattern).stream())
                .distinct().toList();
        return audit.lastSequence(work, Capa.NOUN, capa.id(), CapaEvent.Implemented.TYPE.type())
                .chain(implemented -> audit.head(work).chain(head -> audit.count(work, types, implemented, head,
                        criterion.match(), EffectivenessCheck.KEPT_EVENT_IDS)
                        .map(counted -> new EffectivenessCheck.Window(implemented + 1, head, counted.count(),
                                counted.firstIds()))))
                .chain(window -> save(work, capa, capa.evaluate(window, today, work.now())));
    }

    /** QA, not the owner, closes the implemented CAPA with a verdict (signed, meaning approval; If-Match). */
    public Uni<Capa> close(UnitOfWork work, String id, String ifMatch, Closing command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> signed.role(QmsRoles.QA)
                .someoneElseThan(List.of(capa.ownerId()), "close a CAPA they own").ifMatch(ifMatch, capa.version())
                .sign(work, Capa.NOUN, id, command.signature(), Meaning.APPROVAL).chain(signature -> {
                    String followUpId = command.followUpCapaId();
                    Uni<Capa> followUp = followUpId == null || followUpId.equals(capa.id()) ? Uni.createFrom().nullItem()
                            : capas.find(work, followUpId);
                    return followUp.chain(found -> save(work, capa, capa.close(Capa.Verdict.of(command.verdict()),
                            followUpId, found, signature, work.now())));
                }));
    }

    /** QA cancels an open CAPA (signed, meaning rejection; If-Match). */
    public Uni<Capa> cancel(UnitOfWork work, String id, String ifMatch, Signed command) {
        return get(work, id).invoke(() -> bodies.validate(command)).chain(capa -> signed.role(QmsRoles.QA)
                .ifMatch(ifMatch, capa.version()).sign(work, Capa.NOUN, id, command.signature(), Meaning.REJECTION)
                .chain(signature -> save(work, capa, capa.cancel(signature, work.now()))));
    }

    private Uni<Capa> save(UnitOfWork work, Capa capa, CapaEvent event) {
        return work.saveChange(event, capa, () -> capas.update(work, capa));
    }

    private void requireQaSupervisorOrOwner(Capa capa) {
        if (!capa.ownerId().equals(actingUser.userId())) {
            actingUser.requireRole(QmsRoles.QA_OR_SUPERVISOR);
        }
    }

    private static void optionalIfMatch(String ifMatch, Capa capa) {
        if (ifMatch != null && !ifMatch.isBlank()) {
            Versions.require(ifMatch, capa.version());
        }
    }

    private static CapaAction action(Capa capa, String actionId) {
        CapaAction action = capa.action(actionId);
        if (action == null) {
            throw Found.notFound("capa action", actionId);
        }
        return action;
    }

    private Uni<Void> requireActiveUser(UnitOfWork work, String field, String userId) {
        return users.find(work, userId).invoke(user -> {
            if (user == null || !user.active()) {
                throw invalid(field, "must be an active user of this tenant, not " + userId);
            }
        }).replaceWithVoid();
    }

    /** The patterns, each a type or prefix of the catalogue, deduplicated; 422 naming eventTypes otherwise. */
    private static List<String> eventTypes(List<String> patterns) {
        LinkedHashSet<String> distinct = new LinkedHashSet<>();
        for (String pattern : patterns) {
            if (!EventTypePattern.wellFormed(pattern)) {
                throw invalid("criterion.eventTypes", "must be event types (deviation.investigated), prefixes (deviation.*) or *");
            }
            if (EventTypePattern.catalogued(pattern).isEmpty()) {
                throw invalid("criterion.eventTypes", "\"" + pattern + "\" names no event type: GET /v1/event-types lists them");
            }
            distinct.add(pattern);
        }
        return new ArrayList<>(distinct);
    }

    private static Refusal invalid(String field, String message) {
        return new Refusal(PlatformProblem.VALIDATION_FAILED, field + " " + message + ".",
                List.of(new Problem.FieldError(field, message)));
    }
}
