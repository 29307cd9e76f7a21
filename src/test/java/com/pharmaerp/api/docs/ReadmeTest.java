package com.pharmaerp.api.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * A clone is read without anything beside it: README.md and docs/ link only to files of the repository, name only
 * local or reserved (.example) hosts (a placeholder such as http://&lt;pod&gt; names none), and the README's examples
 * take versions from the ETag they were just given.
 */
class ReadmeTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]*)(#[^)]*)?\\)");
    private static final Pattern URL = Pattern.compile("https?://([^/\\s:)\"'`<>]+)");
    private static final Pattern LOCAL_OR_RESERVED = Pattern.compile("localhost|127\\.0\\.0\\.1|[a-z0-9.-]+\\.example");
    private static final Pattern LITERAL_VERSION = Pattern.compile("If-Match: \\\\?\"\\d+\\\\?\"");

    private static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        return documents;
    }

    @Test
    void everyLinkOfTheReadmeAndTheDocsIsAFileOfTheRepository() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            Matcher link = LINK.matcher(Files.readString(document, StandardCharsets.UTF_8));
            while (link.find()) {
                String target = link.group(1);
                if (!target.isEmpty() && (target.contains("://") || !Files.exists(document.getParent().resolve(target).normalize())
                        || !document.getParent().resolve(target).normalize().startsWith(ROOT))) {
                    broken.add(ROOT.relativize(document) + ": " + target);
                }
            }
        }
        assertThat(broken).as("links to something the repository does not hold").isEmpty();
    }

    @Test
    void addressesNameOnlyTheLocalServiceOrReservedExampleHosts() throws IOException {
        List<String> outside = new ArrayList<>();
        for (Path document : documents()) {
            Matcher url = URL.matcher(Files.readString(document, StandardCharsets.UTF_8));
            while (url.find()) {
                if (!LOCAL_OR_RESERVED.matcher(url.group(1)).matches()) {
                    outside.add(ROOT.relativize(document) + ": " + url.group());
                }
            }
        }
        assertThat(outside).as("addresses outside the repository and the service").isEmpty();
    }

    @Test
    void noReadmeExampleSendsAHardCodedVersion() throws IOException {
        List<String> hardCoded = new ArrayList<>();
        List<String> lines = Files.readAllLines(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            if (LITERAL_VERSION.matcher(lines.get(i)).find()) {
                hardCoded.add((i + 1) + ": " + lines.get(i).strip());
            }
        }
        assertThat(hardCoded).as("If-Match must come from the ETag the example was just given").isEmpty();
    }
}
