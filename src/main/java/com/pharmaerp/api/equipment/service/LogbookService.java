package com.pharmaerp.api.equipment.service;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.equipment.domain.Equipment;
import com.pharmaerp.api.equipment.domain.EquipmentEvent;
import com.pharmaerp.api.equipment.repository.UseRepository;
import com.pharmaerp.api.platform.audit.AuditEvent;
import com.pharmaerp.api.platform.audit.repository.AuditEventRepository;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/**
 * A piece's logbook (21 CFR 211.182), oldest first: its uses from the use rows and everything else from its audit
 * events, merged by the time each was recorded. Nothing is written twice, so the logbook cannot disagree with the
 * record it is read from.
 */
@ApplicationScoped
public class LogbookService {

    /** The audit events a logbook shows, and the kind of line each makes; claims and releases are the use rows. */
    private static final Map<String, String> KINDS = Map.of(EquipmentEvent.Created.TYPE.type(), "status",
            EquipmentEvent.OutOfService.TYPE.type(), "status", EquipmentEvent.ReturnedToService.TYPE.type(), "status",
            EquipmentEvent.Retired.TYPE.type(), "status", EquipmentEvent.Qualified.TYPE.type(), "qualification",
            EquipmentEvent.Cleaned.TYPE.type(), "cleaning", EquipmentEvent.CleaningVerified.TYPE.type(),
            "cleaning_verified", EquipmentEvent.Calibrated.TYPE.type(), "calibration",
            EquipmentEvent.CalibrationFailed.TYPE.type(), "calibration", EquipmentEvent.Maintained.TYPE.type(),
            "maintenance");
    /** The field of an event's state that names the record a line is about, where it is not the piece itself. */
    private static final List<String> RECORD_FIELDS = List.of("cleaningId", "calibrationId", "maintenanceId");

    /** One line: when it was recorded (real time), what, by whom, the record it is about, and what it says. */
    public record Entry(String id, Instant at, String kind, String by, String recordId, JsonNode detail) {
    }

    private final EquipmentService pieces;
    private final UseRepository uses;
    private final AuditEventRepository events;
    private final ObjectMapper mapper;

    public LogbookService(EquipmentService pieces, UseRepository uses, AuditEventRepository events, ObjectMapper mapper) {
        this.pieces = pieces;
        this.uses = uses;
        this.events = events;
        this.mapper = mapper;
    }

    /** A page of the logbook after the cursor: a page of each source, merged, cut at the limit. */
    public Uni<Page<Entry>> page(UnitOfWork work, String id, Cursor after, int limit) {
        Instant afterAt = after == null ? Instant.EPOCH : after.createdAt();
        String afterId = after == null ? "" : after.id();
        return pieces.get(work, id)
                .chain(() -> uses.after(work, id, afterAt, afterId, limit))
                .chain(useRows -> events.ofSubjectAfter(work, new AuditEventRepository.Subject(Equipment.NOUN, id),
                        List.copyOf(KINDS.keySet()), afterAt, afterId, limit).map(audited -> {
                            List<Entry> merged = new ArrayList<>();
                            useRows.forEach(u -> merged.add(useEntry(u)));
                            audited.forEach(e -> merged.add(auditEntry(e)));
                            merged.sort(Comparator.comparing(Entry::at).thenComparing(Entry::id));
                            List<Entry> page = merged.size() > limit + 1 ? merged.subList(0, limit + 1) : merged;
                            return Page.of(page, limit, e -> new Cursor(e.at(), e.id()), e -> e);
                        }));
    }

    private Entry useEntry(UseRepository.UseRow row) {
        ObjectNode detail = mapper.createObjectNode().put("type", row.use().type().code())
                .put("number", row.use().number()).put("lotId", row.use().lotId())
                .put("lotNumber", row.use().lotNumber()).put("from", row.usedFrom().toString())
                .put("to", row.usedTo() == null ? null : row.usedTo().toString());
        return new Entry(row.id(), row.recordedAt(), "use", row.recordedBy(), row.use().recordId(), detail);
    }

    private Entry auditEntry(AuditEvent event) {
        ObjectNode detail = mapper.createObjectNode().put("event", event.action());
        String recordId = event.entityId();
        for (JsonNode change : changes(event)) {
            String field = change.get("field").asText();
            detail.set(field, change.get("to"));
            if (RECORD_FIELDS.contains(field) && change.hasNonNull("to")) {
                recordId = change.get("to").asText();
            }
        }
        if (event.reason() != null) {
            detail.put("reason", event.reason());
        }
        return new Entry(event.id(), event.occurredAt(), KINDS.get(event.action()), event.userId() == null
                ? event.keyId() : event.userId(), recordId, detail);
    }

    private JsonNode changes(AuditEvent event) {
        try {
            return mapper.readTree(event.changes());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("audit event " + event.id() + " holds changes that are not JSON", e);
        }
    }
}
