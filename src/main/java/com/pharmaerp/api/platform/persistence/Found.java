package com.pharmaerp.api.platform.persistence;

import java.util.function.Supplier;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.smallrye.mutiny.Uni;

/**
 * A record of the caller's tenant looked up by id, or 404: for an id that is not one of the type
 * (answered without a query), unknown, or another tenant's, all alike, so another tenant's ids
 * reveal nothing.
 */
public final class Found {

    private Found() {
    }

    /**
     * @param prefix the type's id prefix, e.g. {@code lot}
     * @param noun how the detail names the type, e.g. {@code lot}
     * @param lookup the query; its null item is 404
     */
    public static <T> Uni<T> require(String prefix, String id, String noun, Supplier<Uni<T>> lookup) {
        if (!Ids.looksLike(prefix, id)) {
            return Uni.createFrom().failure(notFound(noun, id));
        }
        return lookup.get().onItem().ifNull().failWith(() -> notFound(noun, id));
    }

    public static ProblemException notFound(String noun, String id) {
        return new ProblemException(PlatformProblem.NOT_FOUND, "There is no " + noun + " " + id + ".");
    }
}
