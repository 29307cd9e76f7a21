package com.pharmaerp.api.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A clone is read without anything beside it: README.md and docs/ (the guides in docs/guide/ included) link only to
 * headings their pages have (that the linked files are there is RepositoryCitationsTest's), name only local or
 * reserved (.example) hosts (a placeholder such as http://&lt;pod&gt; names none), and the examples of the README
 * and the guides take versions from the ETag they were just given. The OpenAPI document links every operation to a
 * guide section that exists.
 */
class ReadmeTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]*)(#[^)]*)?\\)");
    private static final Pattern URL = Pattern.compile("https?://([^/\\s:)\"'`<>]+)");
    private static final Pattern LOCAL_OR_RESERVED = Pattern.compile("localhost|127\\.0\\.0\\.1|[a-z0-9.-]+\\.example");
    private static final Pattern LITERAL_VERSION = Pattern.compile("If-Match: \\\\?\"\\d+\\\\?\"");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");
    private static final String GUIDE_BASE = "https://docs.pharma-erp.example/guide/";
    private static final Pattern GUIDE_LINK = Pattern.compile("\\(" + Pattern.quote(GUIDE_BASE) + "([a-z-]+\\.md)#([a-z0-9-]+)\\)");

    private static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        return documents;
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
    void noExampleSendsAHardCodedVersion() throws IOException {
        List<String> hardCoded = new ArrayList<>();
        for (Path document : withExamples()) {
            List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (LITERAL_VERSION.matcher(lines.get(i)).find()) {
                    hardCoded.add(ROOT.relativize(document) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(hardCoded).as("If-Match must come from the ETag the example was just given").isEmpty();
    }

    @Test
    void everyLinkToASectionNamesAHeadingOfItsPage() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            Matcher link = LINK.matcher(Files.readString(document, StandardCharsets.UTF_8));
            while (link.find()) {
                String target = link.group(1);
                Path page = target.isEmpty() ? document : document.getParent().resolve(target).normalize();
                if (link.group(2) != null && page.toString().endsWith(".md") && Files.exists(page)
                        && !anchors(page).contains(link.group(2).substring(1))) {
                    broken.add(ROOT.relativize(document) + ": " + target + link.group(2));
                }
            }
        }
        assertThat(broken).as("links to a heading the page does not have").isEmpty();
    }

    @Test
    void theReadmeLeadsIntoEveryGuide() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        String index = Files.readString(ROOT.resolve("docs/guide/README.md"), StandardCharsets.UTF_8);
        List<String> unlinked = new ArrayList<>();
        for (Path guide : guides()) {
            String name = guide.getFileName().toString();
            if (!name.equals("README.md") && !(readme.contains("(docs/guide/" + name) && index.contains("(" + name))) {
                unlinked.add(name);
            }
        }
        assertThat(unlinked).as("guides neither the README nor docs/guide/README.md links").isEmpty();
        assertThat(readme.lines().count()).as("README.md is an entry page").isLessThan(300);
    }

    @Test
    void everyOperationLinksToAGuideSectionThatExists() throws IOException {
        JsonNode document = new ObjectMapper().readTree(ROOT.resolve("docs/openapi.json").toFile());
        List<String> tags = new ArrayList<>();
        document.path("tags").forEach(tag -> tags.add(tag.path("name").asText()));
        List<String> wrong = new ArrayList<>();
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation -> {
            String name = operation.getKey().toUpperCase() + " " + path.getKey();
            JsonNode operationTags = operation.getValue().path("tags");
            if (operationTags.size() != 1 || !tags.contains(operationTags.get(0).asText())) {
                wrong.add(name + ": tags " + operationTags);
            }
            Matcher link = GUIDE_LINK.matcher(operation.getValue().path("description").asText());
            try {
                Path page = ROOT.resolve("docs/guide").resolve(link.find() ? link.group(1) : "missing");
                if (!Files.exists(page) || !anchors(page).contains(link.group(2))) {
                    wrong.add(name + ": " + operation.getValue().path("description").asText());
                }
            } catch (IllegalStateException | IOException e) {
                wrong.add(name + ": no guide link");
            }
        }));
        assertThat(wrong).as("operations without one module tag and a link to an existing guide section").isEmpty();
    }

    /** The anchors GitHub gives a page's headings. */
    private static List<String> anchors(Path page) throws IOException {
        List<String> anchors = new ArrayList<>();
        Matcher heading = HEADING.matcher(Files.readString(page, StandardCharsets.UTF_8));
        while (heading.find()) {
            anchors.add(heading.group(1).strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-'));
        }
        return anchors;
    }

    private static List<Path> guides() throws IOException {
        try (Stream<Path> guides = Files.list(ROOT.resolve("docs/guide"))) {
            return guides.filter(path -> path.toString().endsWith(".md")).sorted().toList();
        }
    }

    private static List<Path> withExamples() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        documents.addAll(guides());
        return documents;
    }
}
