package com.pharmaerp.api.testsupport;

import java.util.function.Function;

import com.pharmaerp.api.platform.security.Actor;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.platform.work.UnitsOfWork;

import io.quarkus.arc.Arc;
import io.quarkus.vertx.VertxContextSupport;
import io.smallrye.mutiny.Uni;

/** Units of work of a tenant outside any request, for repository tests on the embedded PostgreSQL. */
public final class TestUnits {

    private TestUnits() {
    }

    /** Runs the operation in a unit that writes (and appends what it records to the tenant's audit chain). */
    public static <T> T write(String tenantId, Function<UnitOfWork, Uni<T>> operation) throws Throwable {
        return VertxContextSupport.subscribeAndAwait(() -> units().writeAs(actor(tenantId), operation));
    }

    /** Runs the operation in a unit that only reads. */
    public static <T> T read(String tenantId, Function<UnitOfWork, Uni<T>> operation) throws Throwable {
        return VertxContextSupport.subscribeAndAwait(() -> units().readAs(actor(tenantId), operation));
    }

    private static Actor actor(String tenantId) {
        return new Actor(tenantId, "key_test", null, null);
    }

    private static UnitsOfWork units() {
        return Arc.container().instance(UnitsOfWork.class).get();
    }
}
