package com.pharmaerp.api.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Writes a suite's figures to target/reliability/NAME.md, from which docs/reliability.md is updated. */
final class Reports {

    private Reports() {
    }

    static void write(String name, String summary, Map<String, Integer> outcomes) {
        StringBuilder text = new StringBuilder("# " + name + "\n\n" + summary + "\n\n| Outcome | Count |\n| --- | --- |\n");
        outcomes.forEach((outcome, count) -> text.append("| ").append(outcome).append(" | ").append(count).append(" |\n"));
        try {
            Path dir = Path.of("target", "reliability");
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(name + ".md"), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println(text);
    }
}
