package com.pharmaerp.api.platform.persistence;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import com.fasterxml.jackson.datatype.jsr310.ser.InstantSerializer;

/**
 * Instants as ISO-8601 UTC text ({@link DateTimeFormatter#ISO_INSTANT}'s exact output), written and
 * read without the formatter for the years 0000 to 9999. A profile of a lot page showed a fifth of
 * the service's CPU in java.time's formatter and parser (the stored signatures' {@code signedAt} and
 * the views' times); anything else goes to Jackson's own serializer and deserializer unchanged.
 */
public final class IsoInstants {

    private IsoInstants() {
    }

    /** The serializer for every mapper; {@link #storedModule()} adds the reader of stored JSON. */
    public static SimpleModule writerModule() {
        return new SimpleModule("iso-instants").addSerializer(Instant.class, new Writer());
    }

    /** Writes and reads: stored JSON holds only text this module (or Jackson before it) wrote. */
    static SimpleModule storedModule() {
        return writerModule().addDeserializer(Instant.class, new Reader());
    }

    /** {@code ISO_INSTANT.format(instant)}. */
    public static String format(Instant instant) {
        LocalDateTime time = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), 0, ZoneOffset.UTC);
        int year = time.getYear();
        if (year < 0 || year > 9999) {
            return DateTimeFormatter.ISO_INSTANT.format(instant);
        }
        StringBuilder text = new StringBuilder(30);
        digits(text, year, 4).append('-');
        digits(text, time.getMonthValue(), 2).append('-');
        digits(text, time.getDayOfMonth(), 2).append('T');
        digits(text, time.getHour(), 2).append(':');
        digits(text, time.getMinute(), 2).append(':');
        digits(text, time.getSecond(), 2);
        int nanos = instant.getNano();
        if (nanos != 0) {
            text.append('.');
            if (nanos % 1_000_000 == 0) {
                digits(text, nanos / 1_000_000, 3);
            } else if (nanos % 1000 == 0) {
                digits(text, nanos / 1000, 6);
            } else {
                digits(text, nanos, 9);
            }
        }
        return text.append('Z').toString();
    }

    /**
     * {@code Instant.parse(text)} for text of the form {@code yyyy-MM-ddTHH:mm:ss[.f…]Z} (one to nine
     * fraction digits), a valid date and time.
     *
     * @return null for any other text: the caller's own parser decides what it is
     */
    public static Instant parse(String text) {
        int length = text.length();
        if (length < 20 || length == 21 || length > 30 || text.charAt(4) != '-' || text.charAt(7) != '-'
                || text.charAt(10) != 'T' || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(length - 1) != 'Z'
                || (length > 20 && text.charAt(19) != '.')) {
            return null;
        }
        int year = number(text, 0, 4);
        int month = number(text, 5, 7);
        int day = number(text, 8, 10);
        int hour = number(text, 11, 13);
        int minute = number(text, 14, 16);
        int second = number(text, 17, 19);
        int fraction = length > 20 ? number(text, 20, length - 1) : 0;
        if ((year | month | day | hour | minute | second | fraction) < 0) {
            return null;
        }
        for (int i = length - 1; i < 29; i++) {
            fraction *= 10;
        }
        try {
            return LocalDateTime.of(year, month, day, hour, minute, second, fraction).toInstant(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** The decimal digits from start to end as a number, or -1 when one is not a digit. */
    private static int number(String text, int start, int end) {
        int value = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static StringBuilder digits(StringBuilder text, int value, int width) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            text.append('0');
        }
        return text.append(digits);
    }

    private static final class Writer extends StdSerializer<Instant> {

        Writer() {
            super(Instant.class);
        }

        @Override
        public void serialize(Instant value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            if (provider.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)) {
                InstantSerializer.INSTANCE.serialize(value, generator, provider);
            } else {
                generator.writeString(format(value));
            }
        }
    }

    private static final class Reader extends StdScalarDeserializer<Instant> {

        Reader() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            Instant read = parser.hasToken(JsonToken.VALUE_STRING) ? parse(parser.getText()) : null;
            return read != null ? read : InstantDeserializer.INSTANT.deserialize(parser, context);
        }
    }
}
