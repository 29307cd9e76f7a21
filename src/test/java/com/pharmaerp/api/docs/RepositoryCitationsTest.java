package com.pharmaerp.api.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whatever a comment, a guide, a design note, the README or the CHANGELOG cites of the repository is
 * in it, so a fresh clone is complete. What counts as a citation is {@link RepositoryCitations}'; the
 * tests below it show the extractor on small texts, the broken citation among them reported.
 */
class RepositoryCitationsTest {

    private static final Path ROOT = Path.of("").toAbsolutePath();

    @TempDir
    Path repository;

    private RepositoryCitations citations;

    @BeforeEach
    void aRepositoryWithOneDesignNote() throws IOException {
        Files.createDirectories(repository.resolve("docs/design"));
        Files.writeString(repository.resolve("docs/design/files.md"), "# Files\n");
        citations = new RepositoryCitations(repository);
    }

    @Test
    void everyPathTheRepositoryCitesIsInIt() throws IOException {
        RepositoryCitations repositoryCitations = new RepositoryCitations(ROOT);
        List<String> broken = new ArrayList<>();
        for (Path file : citing()) {
            repositoryCitations.broken(file, Files.readString(file, StandardCharsets.UTF_8)).forEach(b -> broken.add(b.toString()));
        }
        assertThat(broken).as("citations of paths the repository does not hold").isEmpty();
    }

    @Test
    void aBrokenPathInAJavaCommentIsReportedWithItsFileAndLine() {
        String source = """
                package x;

                /** The rules are in docs/design/files.md; the note on keys in docs/design/keys.md. */
                class X {
                }
                """;

        assertThat(citations.broken(repository.resolve("src/X.java"), source)).map(Object::toString)
                .containsExactly("src/X.java:3: docs/design/keys.md");
    }

    @Test
    void aPathInAJavaStringIsNoCitation() {
        String source = """
                class X {
                    String page = "docs/design/keys.md"; // reads docs/design/files.md
                }
                """;

        assertThat(citations.broken(repository.resolve("X.java"), source)).isEmpty();
    }

    @Test
    void aBrokenPathInAnSqlCommentIsReported() {
        String migration = """
                -- docs/design/keys.md says why
                SELECT 'docs/design/other.md';
                """;

        assertThat(citations.broken(repository.resolve("V1__x.sql"), migration)).map(Object::toString)
                .containsExactly("V1__x.sql:1: docs/design/keys.md");
    }

    @Test
    void onlyThePropertiesFilesCommentLinesCite() {
        String properties = """
                # docs/design/keys.md
                erp.page=docs/design/other.md
                """;

        assertThat(citations.broken(repository.resolve("a.properties"), properties)).map(Object::toString)
                .containsExactly("a.properties:1: docs/design/keys.md");
    }

    @Test
    void aBareNoteNameNothingHoldsIsReported() {
        String source = "// files.md says how; floors.md is nowhere\n";

        assertThat(citations.broken(repository.resolve("src/X.java"), source)).map(Object::toString)
                .containsExactly("src/X.java:1: floors.md");
    }

    @Test
    void aMarkdownLinkIsReadFromTheLinkingFilesFolder() {
        String note = "See [files](files.md) and [keys](keys.md).\n";

        assertThat(citations.broken(repository.resolve("docs/design/README.md"), note)).map(Object::toString)
                .containsExactly("docs/design/README.md:1: keys.md");
    }

    @Test
    void aClimbingPathIsReadFromItsFileAndMayNotLeaveTheRepository() {
        String note = "As ../design/files.md says, and ../../shared/design/files.md beside the clone.\n";

        assertThat(citations.broken(repository.resolve("docs/guide/files.md"), note)).map(Object::toString)
                .containsExactly("docs/guide/files.md:1: ../../shared/design/files.md");
    }

    @Test
    void aMarkdownLinkOutsideTheRepositoryIsBroken() throws IOException {
        Files.writeString(repository.resolveSibling("outside.md"), "");

        assertThat(citations.broken(repository.resolve("README.md"), "[out](../outside.md)\n")).map(Object::toString)
                .containsExactly("README.md:1: ../outside.md");
    }

    @Test
    void anAnchorIsNotPartOfThePath() {
        String guide = "As [files](design/files.md#storage) and docs/design/files.md#attachments say.\n";

        assertThat(citations.broken(repository.resolve("docs/guide.md"), guide)).isEmpty();
    }

    @Test
    void aGlobNamesNoOneFileAndIsNotChecked() {
        assertThat(citations.broken(repository.resolve("README.md"), "Every docs/guide/*.md and bench/<name>/run.\n")).isEmpty();
    }

    @Test
    void aPathUnderAnotherFolderOrAUrlIsNoCitation() {
        String text = "From platform/files/Gone.java and https://example.org/docs/x.md.\n";

        assertThat(citations.broken(repository.resolve("README.md"), text)).isEmpty();
    }

    @Test
    void aSentencesFullStopIsNotPartOfThePath() {
        assertThat(citations.broken(repository.resolve("README.md"), "Read docs/design/files.md.\n")).isEmpty();
    }

    /** The comments of the Java sources, SQL and properties files, and every Markdown page of the docs, the README and the CHANGELOG. */
    private static List<Path> citing() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CHANGELOG.md")));
        try (Stream<Path> sources = Files.walk(ROOT.resolve("src"))) {
            sources.filter(path -> path.toString().matches(".*\\.(java|sql|properties)")).sorted().forEach(files::add);
        }
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        return files;
    }
}
