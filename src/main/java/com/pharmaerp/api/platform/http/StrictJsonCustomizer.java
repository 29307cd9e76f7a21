package com.pharmaerp.api.platform.http;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * JSON types are taken as sent: a number is not read into a text field nor text into a number.
 * Quantities are decimal strings so that no float ever carries an amount; silently accepting
 * {@code 12.5} for {@code "12.5"} would hide exactly the client bug that rule exists for.
 */
@Singleton
public class StrictJsonCustomizer implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        for (LogicalType number : new LogicalType[] { LogicalType.Integer, LogicalType.Float }) {
            mapper.coercionConfigFor(number).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
    }
}
