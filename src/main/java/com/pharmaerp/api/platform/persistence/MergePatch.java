package com.pharmaerp.api.platform.persistence;

import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validator;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * JSON Merge Patch (RFC 7386) of a resource's input representation: the patch applied to what the
 * caller could have created, the result validated as a whole like a create. Fields the
 * representation does not have (ids, versions, timestamps, status) are 422, never silently ignored.
 */
@ApplicationScoped
public class MergePatch {

    public static final String MEDIA_TYPE = "application/merge-patch+json";

    private final ObjectMapper mapper;
    private final Validator validator;

    public MergePatch(ObjectMapper mapper, Validator validator) {
        this.mapper = mapper;
        this.validator = validator;
    }

    /**
     * @throws ProblemException 422 validation_failed for a patch that is not an object, names an
     *         unknown field or leaves the resource invalid
     */
    public <T> T apply(T current, JsonNode patch, Class<T> type) {
        if (patch == null || !patch.isObject()) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "A merge patch is a JSON object.",
                    List.of(new Problem.FieldError("$", "must be a JSON object")));
        }
        JsonNode merged = merge(mapper.valueToTree(current), patch);
        T result;
        try {
            ObjectReader reader = mapper.readerFor(type).with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
            result = reader.treeToValue(merged, type);
        } catch (UnrecognizedPropertyException e) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The patch names a field that cannot be changed.",
                    List.of(new Problem.FieldError(e.getPropertyName(), "cannot be changed")));
        } catch (java.io.IOException | IllegalArgumentException e) {
            throw new ProblemException(PlatformProblem.VALIDATION_FAILED, "The patch gives a field a value of the wrong type.",
                    List.of(new Problem.FieldError("$", "a value has the wrong type")));
        }
        Set<ConstraintViolation<T>> violations = validator.validate(result);
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
        return result;
    }

    static JsonNode merge(JsonNode target, JsonNode patch) {
        if (!patch.isObject()) {
            return patch;
        }
        ObjectNode result = target != null && target.isObject() ? ((ObjectNode) target).deepCopy()
                : ((ObjectNode) patch).objectNode();
        patch.fields().forEachRemaining(field -> {
            if (field.getValue().isNull()) {
                result.remove(field.getKey());
            } else {
                result.set(field.getKey(), merge(result.get(field.getKey()), field.getValue()));
            }
        });
        return result;
    }
}
