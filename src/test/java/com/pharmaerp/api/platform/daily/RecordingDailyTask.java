package com.pharmaerp.api.platform.daily;

import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.work.UnitOfWork;

import io.smallrye.mutiny.Uni;

/** A task of the pass that only notes which tenant it ran for and on which business date; it fails where told to. */
@ApplicationScoped
public class RecordingDailyTask implements DailyTask {

    private final Map<String, LocalDate> seen = new ConcurrentHashMap<>();
    private final Set<String> failFor = ConcurrentHashMap.newKeySet();

    /** The business date each tenant ran on (read through methods: the bean is reached through its client proxy). */
    Map<String, LocalDate> seen() {
        return Map.copyOf(seen);
    }

    void failFor(String tenantId) {
        failFor.add(tenantId);
    }

    void reset() {
        seen.clear();
        failFor.clear();
    }

    @Override
    public String name() {
        return "recording";
    }

    @Override
    public Uni<Void> run(UnitOfWork work) {
        if (failFor.contains(work.tenantId())) {
            return Uni.createFrom().failure(new IllegalStateException("told to fail"));
        }
        seen.put(work.tenantId(), work.today());
        return Uni.createFrom().voidItem();
    }
}
