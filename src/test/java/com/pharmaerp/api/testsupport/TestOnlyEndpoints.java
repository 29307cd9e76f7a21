package com.pharmaerp.api.testsupport;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import com.pharmaerp.api.platform.quantity.QuantityJson;
import com.pharmaerp.api.platform.quantity.Unit;
import com.pharmaerp.api.platform.security.RequiresScope;
import com.pharmaerp.api.platform.users.ActingUserExempt;
import com.pharmaerp.api.platform.security.Caller;
import com.pharmaerp.api.platform.security.PlatformScopes;

import io.vertx.ext.web.Router;

/**
 * Endpoints that exist only in @QuarkusTest runs, to drive error paths the health operation
 * cannot reach (request bodies, bugs). Excluded from the OpenAPI document in the test profile.
 */
@Path("/v1/test-only")
@ActingUserExempt // exercises the HTTP layer; changes no GMP record
public class TestOnlyEndpoints {

    public record Sample(String name, int quantity) {
    }

    private final Caller caller;

    public TestOnlyEndpoints(Caller caller) {
        this.caller = caller;
    }

    @POST
    @Path("/echo")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @RequiresScope(PlatformScopes.HEALTH_READ)
    public Sample echo(Sample sample) {
        return sample;
    }

    public record CallerView(String keyId, String tenantId, List<String> scopes, String environment) {
    }

    @GET
    @Path("/caller")
    @Produces(MediaType.APPLICATION_JSON)
    @RequiresScope(PlatformScopes.HEALTH_READ)
    public CallerView caller() {
        return new CallerView(caller.keyId(), caller.tenantId(), caller.scopes(), caller.environment().id());
    }

    public record Dose(@Valid @NotNull QuantityJson quantity) {
    }

    /** The dose converted to the base unit in the path, as a module converts to a material's base unit. */
    @POST
    @Path("/quantity-in/{base}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @RequiresScope(PlatformScopes.HEALTH_READ)
    public QuantityJson quantityIn(@PathParam("base") String base, @Valid @NotNull Dose dose) {
        return QuantityJson.of(dose.quantity().in(Unit.ofSymbol(base).orElseThrow(), "quantity"));
    }

    @GET
    @Path("/bug")
    @RequiresScope(PlatformScopes.HEALTH_READ)
    public String bug() {
        throw new IllegalStateException("internal detail com.pharmaerp.Secret at line 42");
    }

    @GET
    @Path("/slow")
    @RequiresScope(PlatformScopes.HEALTH_READ)
    public String slow() throws InterruptedException {
        return SlowWork.run(); // runs on a worker thread: a non-reactive method is blocking by default
    }

    /** The slow endpoint's work: it lasts 3 s unless a test ends it sooner, so no test sleeps to outwait it. */
    public static final class SlowWork {

        private static final Queue<CountDownLatch> RUNNING = new ConcurrentLinkedQueue<>();

        private SlowWork() {
        }

        static String run() throws InterruptedException {
            CountDownLatch end = new CountDownLatch(1);
            RUNNING.add(end);
            try {
                end.await(3, TimeUnit.SECONDS);
                return "late";
            } finally {
                RUNNING.remove(end);
            }
        }

        /** Ends every slow request still running now. */
        public static void endRunning() {
            RUNNING.forEach(CountDownLatch::countDown);
        }

        public static boolean idle() {
            return RUNNING.isEmpty();
        }
    }

    @GET
    @Path("/undeclared-scope")
    public String undeclaredScope() {
        return "must never be served";
    }

    /** A plain Vert.x route that fails, as an extension's handler might. */
    @ApplicationScoped
    public static class FailingRoute {
        void register(@Observes Router router) {
            router.get("/v1/test-only/route-failure").order(Integer.MIN_VALUE + 200).handler(routing -> {
                throw new IllegalStateException("internal detail from a route");
            });
        }
    }
}
