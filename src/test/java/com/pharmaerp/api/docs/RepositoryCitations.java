package com.pharmaerp.api.docs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a file cites of the repository that the repository does not hold. A citation is
 * <ul>
 * <li>a path token: a relative path whose first segment is a top-level folder of the repository
 * ({@code docs}, {@code src}, {@code bench}, {@code deploy}, {@code tools}, {@code .ci}), read from
 * the repository's root;</li>
 * <li>a relative path that climbs ({@code ../}), read from the citing file's folder: it must stay
 * inside the repository;</li>
 * <li>a bare Markdown file name (one ending in .md, with no folder): the project cites its design
 * notes by name, so it names a file of the citing file's folder, of docs/design or of the root;</li>
 * <li>in Markdown, the target of a link that names no scheme, read from the linking file's folder.</li>
 * </ul>
 * An {@code #anchor} is not part of the path, nor is a sentence's closing punctuation. A token with a
 * glob or placeholder character ({@code * ? { } < > [ ] $}) names no one file and is not checked.
 * Java and SQL are read for their comments only (a string literal is code, not a citation),
 * properties files for their comment lines, Markdown whole.
 */
final class RepositoryCitations {

    /** One citation that names nothing in the repository, where it stands. */
    record Broken(String file, int line, String cited) {

        @Override
        public String toString() {
            return file + ":" + line + ": " + cited;
        }
    }

    private static final String PATH_CHARACTERS = "[\\w.\\-/*?{}<>\\[\\]$]*";
    private static final String NOT_WITHIN_A_WORD_OR_PATH = "(?<![\\w./-])";
    private static final Pattern FROM_ROOT = Pattern.compile(NOT_WITHIN_A_WORD_OR_PATH + "(?:docs|src|bench|deploy|tools|\\.ci)/"
            + PATH_CHARACTERS);
    private static final Pattern CLIMBING = Pattern.compile(NOT_WITHIN_A_WORD_OR_PATH + "(?:\\.\\./)+" + PATH_CHARACTERS);
    private static final Pattern BARE_NOTE = Pattern.compile(NOT_WITHIN_A_WORD_OR_PATH + "[\\w-]+\\.md\\b");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
    private static final Pattern NOT_ONE_FILE = Pattern.compile("[*?{}<>\\[\\]$]");
    private static final Path DESIGN_NOTES = Path.of("docs", "design");

    private final Path root;

    RepositoryCitations(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** The citations of the file's text (given as the file holds it) that name nothing in the repository. */
    List<Broken> broken(Path file, String text) {
        Path absolute = file.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        String name = root.relativize(absolute).toString();
        String cited = citingText(name, text);
        List<Broken> broken = new ArrayList<>();
        if (name.endsWith(".md")) {
            StringBuilder withoutLinks = new StringBuilder(cited);
            Matcher link = LINK.matcher(cited);
            while (link.find()) {
                String target = link.group(1);
                if (!SCHEME.matcher(target).find() && !target.startsWith("#") && !target.startsWith("/")
                        && !exists(List.of(folder), target)) {
                    broken.add(new Broken(name, lineOf(cited, link.start(1)), target));
                }
                blank(withoutLinks, link.start(1), link.end(1));
            }
            cited = withoutLinks.toString();
        }
        check(cited, FROM_ROOT, List.of(root), name, broken);
        check(cited, CLIMBING, List.of(folder), name, broken);
        check(cited, BARE_NOTE, List.of(folder, root.resolve(DESIGN_NOTES), root), name, broken);
        broken.sort(Comparator.comparingInt(Broken::line));
        return broken;
    }

    private void check(String cited, Pattern citation, List<Path> bases, String name, List<Broken> broken) {
        Matcher found = citation.matcher(cited);
        while (found.find()) {
            String token = found.group().replaceAll("[.,;:]+$", "");
            if (!exists(bases, token)) {
                broken.add(new Broken(name, lineOf(cited, found.start()), token));
            }
        }
    }

    /** Whether the target, read from any of the bases, is a file or folder inside the repository. */
    private boolean exists(List<Path> bases, String cited) {
        int anchor = cited.indexOf('#');
        String target = anchor < 0 ? cited : cited.substring(0, anchor);
        if (NOT_ONE_FILE.matcher(target).find()) {
            return true;
        }
        return bases.stream().map(base -> base.resolve(target).normalize())
                .anyMatch(resolved -> resolved.startsWith(root) && Files.exists(resolved));
    }

    /** The part of the text that may cite, with everything else blanked so offsets and lines stay where they were. */
    private static String citingText(String name, String text) {
        if (name.endsWith(".java")) {
            return Comments.java(text);
        }
        if (name.endsWith(".sql")) {
            return Comments.sql(text);
        }
        if (name.endsWith(".properties")) {
            return Comments.properties(text);
        }
        return text;
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static void blank(StringBuilder text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) != '\n') {
                text.setCharAt(i, ' ');
            }
        }
    }

    /** The comments of a source text, everything else blanked (line breaks kept). */
    static final class Comments {

        private Comments() {
        }

        static String java(String text) {
            StringBuilder kept = blanked(text);
            int i = 0;
            while (i < text.length()) {
                if (text.startsWith("//", i)) {
                    i = keep(text, kept, i, lineEnd(text, i));
                } else if (text.startsWith("/*", i)) {
                    i = keep(text, kept, i, blockEnd(text, i));
                } else if (text.startsWith("\"\"\"", i)) {
                    i = skipQuoted(text, text.indexOf("\"\"\"", i + 3), 3);
                } else if (text.charAt(i) == '"' || text.charAt(i) == '\'') {
                    i = literalEnd(text, i);
                } else {
                    i++;
                }
            }
            return kept.toString();
        }

        static String sql(String text) {
            StringBuilder kept = blanked(text);
            int i = 0;
            while (i < text.length()) {
                if (text.startsWith("--", i)) {
                    i = keep(text, kept, i, lineEnd(text, i));
                } else if (text.startsWith("/*", i)) {
                    i = keep(text, kept, i, blockEnd(text, i));
                } else if (text.charAt(i) == '\'' || text.charAt(i) == '"') {
                    int close = text.indexOf(text.charAt(i), i + 1);
                    i = close < 0 ? text.length() : close + 1;
                } else {
                    i++;
                }
            }
            return kept.toString();
        }

        static String properties(String text) {
            StringBuilder kept = blanked(text);
            int start = 0;
            while (start < text.length()) {
                int end = lineEnd(text, start);
                String line = text.substring(start, end).stripLeading();
                if (line.startsWith("#") || line.startsWith("!")) {
                    keep(text, kept, start, end);
                }
                start = end + 1;
            }
            return kept.toString();
        }

        private static StringBuilder blanked(String text) {
            return new StringBuilder(text.replaceAll("[^\n]", " "));
        }

        private static int keep(String text, StringBuilder kept, int from, int to) {
            for (int i = from; i < to; i++) {
                kept.setCharAt(i, text.charAt(i));
            }
            return to;
        }

        private static int lineEnd(String text, int from) {
            int end = text.indexOf('\n', from);
            return end < 0 ? text.length() : end;
        }

        private static int blockEnd(String text, int from) {
            int end = text.indexOf("*/", from + 2);
            return end < 0 ? text.length() : end + 2;
        }

        private static int skipQuoted(String text, int close, int width) {
            return close < 0 ? text.length() : close + width;
        }

        /** The end of a string or character literal; an escaped quote does not end it, a line break does. */
        private static int literalEnd(String text, int open) {
            char quote = text.charAt(open);
            int i = open + 1;
            while (i < text.length() && text.charAt(i) != quote && text.charAt(i) != '\n') {
                i += text.charAt(i) == '\\' ? 2 : 1;
            }
            return Math.min(i + 1, text.length());
        }
    }
}
