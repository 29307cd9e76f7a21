package com.pharmaerp.api.platform.http;

import java.io.IOException;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * JSON types are taken as sent: a number is not read into a text field nor text into a number.
 * Quantities are decimal strings so that no float ever carries an amount; silently accepting
 * {@code 12.5} for {@code "12.5"} would hide exactly the client bug that rule exists for. Text
 * with a NUL character is refused too: PostgreSQL cannot store it, and no field means one.
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
        mapper.registerModule(new SimpleModule("text-without-nul").addDeserializer(String.class, new TextDeserializer()));
    }

    /** Jackson's text, refusing NUL (400 bad_request naming the field, as any value of the wrong type). */
    static final class TextDeserializer extends StringDeserializer {

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            String text = super.deserialize(parser, context);
            if (text != null && text.indexOf('\u0000') >= 0) {
                throw InvalidFormatException.from(parser, "text must not contain the NUL character", text, String.class);
            }
            return text;
        }
    }
}
