package com.pharmaerp.api.platform.problem;

import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validator;

/**
 * Bean Validation of a request body that an operation on a record runs itself, once the record was
 * found: docs/design/modules.md answers 404 before 422, and JAX-RS would validate before the lookup.
 */
@ApplicationScoped
public class BodyValidator {

    private final Validator validator;

    public BodyValidator(Validator validator) {
        this.validator = validator;
    }

    /**
     * @throws ConstraintViolationException 422 validation_failed naming each field
     * @throws ProblemException 422 validation_failed for no body at all
     */
    public void validate(Object body) {
        if (body == null) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "This operation takes a JSON object.",
                    List.of(new Problem.FieldError("$", "a JSON object is required")));
        }
        Set<ConstraintViolation<Object>> violations = validator.validate(body);
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
    }
}
