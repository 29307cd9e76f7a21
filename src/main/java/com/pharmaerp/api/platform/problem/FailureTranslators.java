package com.pharmaerp.api.platform.problem;

import java.util.List;
import java.util.Optional;

import jakarta.inject.Singleton;

import io.quarkus.arc.All;

/** Every {@link FailureTranslator}, asked in turn: the first that recognises a failure answers for it. */
@Singleton
public class FailureTranslators {

    private final List<FailureTranslator> translators;

    public FailureTranslators(@All List<FailureTranslator> translators) {
        this.translators = translators;
    }

    /** The problem for the failure, if a translator recognises it; none for no failure (a bare status). */
    public Optional<ProblemException> translate(Throwable failure) {
        if (failure == null) {
            return Optional.empty();
        }
        for (FailureTranslator translator : translators) {
            Optional<ProblemException> problem = translator.translate(failure);
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }
}
