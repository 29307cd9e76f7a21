package com.pharmaerp.api.platform.problem;

import java.util.Optional;

/**
 * Recognises a failure no mapper knows by type (a driver's exception, possibly wrapped) as a
 * problem the caller can act on. {@link ProblemExceptionMapper} asks every translator before it
 * answers 500, so a module or platform part adds its own without touching the mapper.
 */
public interface FailureTranslator {

    Optional<ProblemException> translate(Throwable failure);
}
