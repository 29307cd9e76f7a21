package com.pharmaerp.api.platform.problem;

import java.util.function.Predicate;

import io.smallrye.mutiny.CompositeException;

/** Finds what a failure wraps: reactive pipelines wrap a driver's exception in causes and composites. */
public final class Causes {

    /** Far beyond any real chain, and a stop should one ever loop. */
    private static final int MAX_DEPTH = 10;

    private Causes() {
    }

    /** The first failure of the type that passes the test, in the failure, its causes or its composites; null if none. */
    public static <T extends Throwable> T find(Throwable failure, Class<T> type, Predicate<T> test) {
        return find(failure, type, test, 0);
    }

    private static <T extends Throwable> T find(Throwable e, Class<T> type, Predicate<T> test, int depth) {
        if (e == null || depth > MAX_DEPTH) {
            return null;
        }
        if (type.isInstance(e) && test.test(type.cast(e))) {
            return type.cast(e);
        }
        if (e instanceof CompositeException composite) {
            for (Throwable inner : composite.getCauses()) {
                T found = find(inner, type, test, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return find(e.getCause(), type, test, depth + 1);
    }
}
