package com.pharmaerp.api.platform.http;

import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.List;
import java.util.function.Function;

import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * Reads integer parameters ({@code limit}, {@code after}) so that text that is no integer is 400
 * bad_request naming the parameter (an integer too large for the type is 422, as out of range).
 * The framework's own conversion answers such a query parameter with 404, as JAX-RS prescribes,
 * which tells the caller the path is wrong when a value is.
 */
@Provider
public class NumericParameters implements ParamConverterProvider {

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        if (rawType == int.class || rawType == Integer.class) {
            return (ParamConverter<T>) new Whole<>(nameOf(annotations), Integer::valueOf);
        }
        if (rawType == long.class || rawType == Long.class) {
            return (ParamConverter<T>) new Whole<>(nameOf(annotations), Long::valueOf);
        }
        return null;
    }

    /** Integer parameters are query parameters only; any other kind would be named generically. */
    private static String nameOf(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (annotation instanceof QueryParam query) {
                return query.value();
            }
        }
        return "parameter";
    }

    private record Whole<N extends Number>(String name, Function<String, N> parse) implements ParamConverter<N> {

        @Override
        public N fromString(String value) {
            try {
                return parse.apply(value);
            } catch (NumberFormatException e) {
                if (value.matches("[+-]?[0-9]+")) {
                    throw new ProblemException(PlatformProblem.VALIDATION_FAILED, name + " is out of range.",
                            List.of(new Problem.FieldError(name, "out of range")));
                }
                throw new ProblemException(PlatformProblem.BAD_REQUEST, name + " must be an integer.",
                        List.of(new Problem.FieldError(name, "must be an integer")));
            }
        }

        @Override
        public String toString(N value) {
            return value.toString();
        }
    }
}
