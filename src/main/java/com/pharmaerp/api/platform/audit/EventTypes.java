package com.pharmaerp.api.platform.audit;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every event type the service emits, and the path each entity type's records are read at,
 * gathered from the {@link EventTypeProvider}s on the class path (like the scopes), so the catalogue
 * is the modules' own and the platform names none of their types.
 */
public final class EventTypes {

    private static final List<EventTypeProvider> PROVIDERS = ServiceLoader.load(EventTypeProvider.class,
            EventTypes.class.getClassLoader()).stream().map(ServiceLoader.Provider::get).toList();
    private static final Map<String, EventType> TYPES = types(PROVIDERS);
    private static final List<EventType> ALL = List.copyOf(TYPES.values());
    private static final Map<String, String> PATHS = recordPaths(PROVIDERS);
    private static final Set<String> ENTITY_TYPES = Collections.unmodifiableSet(new TreeSet<>(TYPES.keySet().stream()
            .map(type -> type.substring(0, type.indexOf('.'))).toList()));

    private EventTypes() {
    }

    /** Sorted by type. */
    public static List<EventType> all() {
        return ALL;
    }

    public static boolean known(String type) {
        return TYPES.containsKey(type);
    }

    /** Every entity type the audit trail records events of (each event type's part before its dot), sorted. */
    public static Set<String> entityTypes() {
        return ENTITY_TYPES;
    }

    /** Where a record is read, e.g. {@code /v1/lots/lot_123}; null for an entity type without a {@code GET} of its own. */
    public static String url(String entityType, String entityId) {
        String path = PATHS.get(entityType);
        return path == null ? null : path + "/" + entityId;
    }

    /** @throws IllegalStateException for a type two providers declare: whose would it be? */
    static Map<String, EventType> types(List<EventTypeProvider> providers) {
        Map<String, EventType> types = new TreeMap<>();
        for (EventTypeProvider provider : providers) {
            for (EventType type : provider.eventTypes()) {
                if (types.putIfAbsent(type.type(), type) != null) {
                    throw new IllegalStateException("Event type " + type.type() + " is declared twice, the second time by "
                            + provider.getClass().getName() + ": each type belongs to one EventTypeProvider.");
                }
            }
        }
        return types;
    }

    /** @throws IllegalStateException for an entity type two providers give a path */
    static Map<String, String> recordPaths(List<EventTypeProvider> providers) {
        Map<String, String> paths = new TreeMap<>();
        for (EventTypeProvider provider : providers) {
            provider.recordPaths().forEach((entityType, path) -> {
                if (paths.putIfAbsent(entityType, path) != null) {
                    throw new IllegalStateException("Entity type " + entityType + " has a record path twice, the second "
                            + "time from " + provider.getClass().getName() + ": each belongs to one EventTypeProvider.");
                }
            });
        }
        return paths;
    }
}
