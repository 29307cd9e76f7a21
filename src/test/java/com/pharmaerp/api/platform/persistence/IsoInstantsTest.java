package com.pharmaerp.api.platform.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The instants' text, written and read without java.time's formatter, is exactly what java.time makes of it. */
class IsoInstantsTest {

    record Stamped(Instant at) {
    }

    private static final long YEAR_10000 = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();

    @Test
    void anInstantIsWrittenAsIsoInstantWritesItAtEveryPrecision() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-YEAR_10000, YEAR_10000), nanos(random));
            assertThat(IsoInstants.format(instant)).isEqualTo(DateTimeFormatter.ISO_INSTANT.format(instant));
        }
    }

    @Test
    void anInstantOutsideTheYearsOfFourDigitsIsWrittenByTheFormatter() {
        Instant far = Instant.parse("+12026-11-29T03:08:38.785309Z");

        assertThat(IsoInstants.format(far)).isEqualTo("+12026-11-29T03:08:38.785309Z");
    }

    @Test
    void theTextItWritesIsReadBackAsTheSameInstant() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 200_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-62_167_219_200L, YEAR_10000), nanos(random));
            assertThat(IsoInstants.parse(IsoInstants.format(instant))).isEqualTo(instant);
        }
    }

    @Test
    void everyFractionLengthIsReadAsInstantParseReadsIt() {
        for (String text : new String[] { "2026-11-29T03:08:38Z", "2026-11-29T03:08:38.7Z", "2026-11-29T03:08:38.78Z",
                "2026-11-29T03:08:38.785Z", "2026-11-29T03:08:38.7853Z", "2026-11-29T03:08:38.785309Z",
                "2026-11-29T03:08:38.785309123Z", "2024-02-29T23:59:59.999999999Z", "0000-01-01T00:00:00Z" }) {
            assertThat(IsoInstants.parse(text)).as(text).isEqualTo(Instant.parse(text));
        }
    }

    @Test
    void textOfAnyOtherFormIsLeftToTheCallersParser() {
        for (String text : new String[] { "2026-11-29T03:08:38+01:00", "2026-11-29T03:08:38.Z", "2026-11-29 03:08:38Z",
                "2026-02-30T00:00:00Z", "2026-11-29T24:00:00Z", "2026-12-31T23:59:60Z", "2026-11-29T03:08:38.1234567890Z",
                "2026-11-29t03:08:38Z", "2026-11-29T03:08:38z", "2026-1a-29T03:08:38Z", "1764385718", "" }) {
            assertThat(IsoInstants.parse(text)).as(text).isNull();
        }
    }

    @Test
    void storedJsonReadsAStoredInstantOfAnotherFormAsJacksonDoes() {
        assertThat(StoredJson.read("{\"at\":\"2026-11-29T04:08:38+01:00\"}", Stamped.class).at())
                .isEqualTo(Instant.parse("2026-11-29T03:08:38Z"));
        assertThat(StoredJson.read("{\"at\":1764385718}", Stamped.class).at()).isEqualTo(Instant.ofEpochSecond(1764385718));
        assertThat(StoredJson.write(new Stamped(Instant.parse("2026-11-29T03:08:38.785309Z"))))
                .isEqualTo("{\"at\":\"2026-11-29T03:08:38.785309Z\"}");
    }

    @Test
    void storedJsonRefusesAnInstantThatIsNoInstant() {
        assertThatThrownBy(() -> StoredJson.read("{\"at\":\"2026-02-30T00:00:00Z\"}", Stamped.class))
                .isInstanceOf(IllegalStateException.class);
    }

    /** Whole seconds, milliseconds, microseconds or nanoseconds, as often as each other. */
    private static int nanos(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1000;
            default -> random.nextInt(1_000_000_000);
        };
    }
}
