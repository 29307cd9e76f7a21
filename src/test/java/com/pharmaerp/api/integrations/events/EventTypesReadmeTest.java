package com.pharmaerp.api.integrations.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.SoftAssertions.assertSoftly;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypes;

/** The events guide's "Event types" table is the catalogue, row for row: integrators read it before they call. */
class EventTypesReadmeTest {

    private static final String HEADING = "## Event types";
    private static final Path GUIDE = Path.of("docs/guide/events-and-webhooks.md");
    private static final Pattern ROW = Pattern.compile("\\| `([^`]+)` \\| (.+) \\|");

    @Test
    void readmeTableListsExactlyTheCatalogue() throws IOException {
        List<EventType> readme = readmeTable();
        TreeSet<String> missing = types(EventTypes.all());
        missing.removeAll(types(readme));
        TreeSet<String> extra = types(readme);
        extra.removeAll(types(EventTypes.all()));

        assertSoftly(softly -> {
            softly.assertThat(missing).as("event types missing from the events guide's table").isEmpty();
            softly.assertThat(extra).as("the events guide's table lists types the service does not emit").isEmpty();
        });
        assertThat(readme).as("the events guide's table, in the catalogue's order and words").containsExactlyElementsOf(EventTypes.all());
    }

    /** The table's rows: every line of the section that is one. */
    private static List<EventType> readmeTable() throws IOException {
        List<String> lines = Files.readAllLines(GUIDE, StandardCharsets.UTF_8);
        int heading = lines.indexOf(HEADING);
        assertThat(heading).as("the events guide has a section " + HEADING).isNotNegative();
        List<EventType> rows = new ArrayList<>();
        for (String line : lines.subList(heading + 1, lines.size())) {
            if (line.startsWith("#")) {
                break;
            }
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                rows.add(new EventType(row.group(1), row.group(2)));
            }
        }
        return rows;
    }

    private static TreeSet<String> types(List<EventType> types) {
        return new TreeSet<>(types.stream().map(EventType::type).toList());
    }
}
