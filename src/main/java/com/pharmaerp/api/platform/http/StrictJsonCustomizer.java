package com.pharmaerp.api.platform.http;

import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

import jakarta.inject.Singleton;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

import com.pharmaerp.api.platform.persistence.IsoInstants;

import io.quarkus.jackson.ObjectMapperCustomizer;

/**
 * JSON types are taken as sent: a number is not read into a text field nor text into a number.
 * Quantities are decimal strings so that no float ever carries an amount; silently accepting
 * {@code 12.5} for {@code "12.5"} would hide exactly the client bug that rule exists for. Text
 * with a NUL character is refused too: PostgreSQL cannot store it, and no field means one. A field
 * no request has is refused (422), not dropped: a misspelt {@code shelfLifeDay} silently ignored
 * would leave GMP master data other than its author meant.
 */
@Singleton
public class StrictJsonCustomizer implements ObjectMapperCustomizer {

    /** Last, after the modules Quarkus registers, so that this module's Instant reader is the one used. */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        for (LogicalType number : new LogicalType[] { LogicalType.Integer, LogicalType.Float }) {
            mapper.coercionConfigFor(number).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
        // An integer field takes no fraction, not even 1.0: the contract says integer.
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        // A flag is true or false, never 1 or "yes": Jackson's legacy coercions would read them as a boolean.
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        // A date is ISO text; a number would otherwise be read as days since 1970.
        mapper.configOverride(LocalDate.class).setFormat(JsonFormat.Value.forLeniency(false));
        mapper.registerModule(new SimpleModule("strict-text").addDeserializer(String.class, new TextDeserializer())
                .addDeserializer(Instant.class, new InstantDeserializer()));
        mapper.registerModule(IsoInstants.writerModule());
    }

    /**
     * An instant as RFC 3339 text only (Z or an offset). Jackson's own also reads "1.5" as epoch
     * seconds, which would put a sandbox clock in 1970 for a client that sent a number by mistake.
     */
    static final class InstantDeserializer extends StdScalarDeserializer<Instant> {

        InstantDeserializer() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            String text = parser.getValueAsString();
            if (text == null || !parser.hasToken(JsonToken.VALUE_STRING)) {
                return (Instant) context.handleUnexpectedToken(Instant.class, parser);
            }
            try {
                return OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
            } catch (DateTimeParseException e) {
                throw InvalidFormatException.from(parser, "an instant is RFC 3339 text, such as 2027-01-04T08:00:00Z", text,
                        Instant.class);
            }
        }
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
