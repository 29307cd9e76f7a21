package com.pharmaerp.api.platform.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pharmaerp.api.platform.config.Environment;

/**
 * The key file: one JSON object per line (JSON Lines), blank lines and {@code #} comments
 * allowed. A file is accepted whole or not at all, so a half-written or corrupted file never
 * replaces a good one. Fields: id, hash ({@code sha256:<hex>}), environment, owner, scopes,
 * created, and optionally tenant (default "default"), expires and revoked (ISO-8601 instants) and rateLimit
 * (requests per second).
 */
public final class ApiKeyFile {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern KEY_ID = Pattern.compile("key_[0-9A-Za-z]{16}");
    private static final Pattern HASH = Pattern.compile("sha256:[0-9a-f]{64}");
    private static final Pattern SCOPE = Pattern.compile("[a-z][a-z0-9-]*:[a-z][a-z0-9-]*");
    private static final int MAX_OWNER_LENGTH = 200;
    static final int MAX_RATE_LIMIT = 100_000;

    private ApiKeyFile() {
    }

    public static List<ApiKeyRecord> read(Path file) throws IOException, InvalidKeyFileException {
        return parse(Files.readString(file, StandardCharsets.UTF_8));
    }

    public static List<ApiKeyRecord> parse(String content) throws InvalidKeyFileException {
        if (!content.isEmpty() && !content.endsWith("\n")) {
            // Every record is written with its newline; a missing one means the writer was interrupted.
            throw new InvalidKeyFileException("the last line is incomplete (no trailing newline)");
        }
        List<ApiKeyRecord> records = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        Set<String> hashes = new HashSet<>();
        String[] lines = content.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            ApiKeyRecord record = parseLine(line, i + 1);
            if (!ids.add(record.id())) {
                throw new InvalidKeyFileException("line " + (i + 1) + ": key id " + record.id() + " occurs twice");
            }
            if (!hashes.add(record.sha256Hex())) {
                throw new InvalidKeyFileException("line " + (i + 1) + ": the same key hash occurs twice");
            }
            records.add(record);
        }
        return records;
    }

    public static String format(ApiKeyRecord record) {
        ObjectNode node = JSON.createObjectNode();
        node.put("id", record.id());
        node.put("hash", "sha256:" + record.sha256Hex());
        node.put("environment", record.environment().id());
        node.put("owner", record.owner());
        node.put("tenant", record.tenant());
        ArrayNode scopes = node.putArray("scopes");
        record.scopes().forEach(scopes::add);
        node.put("created", record.created().toString());
        if (record.expires() != null) {
            node.put("expires", record.expires().toString());
        }
        if (record.revoked() != null) {
            node.put("revoked", record.revoked().toString());
        }
        if (record.rateLimit() != null) {
            node.put("rateLimit", record.rateLimit());
        }
        return node.toString();
    }

    /** Adds one record with a single write, creating the file (owner-only permissions) if needed. */
    public static void append(Path file, ApiKeyRecord record) throws IOException {
        String prefix = "";
        if (Files.exists(file) && Files.size(file) > 0 && !Files.readString(file).endsWith("\n")) {
            prefix = "\n";
        }
        byte[] line = (prefix + format(record) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.write(file, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    }

    /** Replaces the file's content atomically, so a reader sees the old or the new file, never a mix. */
    public static void write(Path file, List<ApiKeyRecord> records) throws IOException {
        StringBuilder content = new StringBuilder();
        records.forEach(r -> content.append(format(r)).append('\n'));
        Path dir = file.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, ".keys-", ".tmp");
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static ApiKeyRecord parseLine(String line, int number) throws InvalidKeyFileException {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new InvalidKeyFileException("line " + number + ": not a JSON object");
        }
        if (node == null || !node.isObject()) {
            throw new InvalidKeyFileException("line " + number + ": not a JSON object");
        }
        Field field = new Field(node, number);
        String id = field.text("id", true);
        if (!KEY_ID.matcher(id).matches()) {
            throw field.invalid("id", "must look like key_ followed by 16 base62 characters");
        }
        String hash = field.text("hash", true);
        if (!HASH.matcher(hash).matches()) {
            throw field.invalid("hash", "must be sha256: followed by 64 lower-case hex digits");
        }
        Environment environment;
        try {
            environment = Environment.fromId(field.text("environment", true));
        } catch (IllegalArgumentException e) {
            throw field.invalid("environment", "must be production or sandbox");
        }
        String owner = field.text("owner", true);
        if (owner.isBlank() || owner.length() > MAX_OWNER_LENGTH || owner.chars().anyMatch(Character::isISOControl)) {
            throw field.invalid("owner", "must be 1 to " + MAX_OWNER_LENGTH + " printable characters");
        }
        String tenant = field.text("tenant", false);
        if (tenant == null) {
            tenant = ApiKeyRecord.DEFAULT_TENANT;
        } else if (!ApiKeyRecord.TENANT.matcher(tenant).matches()) {
            throw field.invalid("tenant", "must be 1 to 40 lower-case letters, digits or dashes, starting with a letter");
        }
        JsonNode scopesNode = node.get("scopes");
        if (scopesNode == null || !scopesNode.isArray()) {
            throw field.invalid("scopes", "must be an array of scope names");
        }
        List<String> scopes = new ArrayList<>();
        for (JsonNode scope : scopesNode) {
            if (!scope.isTextual() || !SCOPE.matcher(scope.asText()).matches()) {
                throw field.invalid("scopes", "must hold names like health:read");
            }
            scopes.add(scope.asText());
        }
        return new ApiKeyRecord(id, hash.substring("sha256:".length()), environment, owner, scopes,
                field.instant("created", true), field.instant("expires", false), field.instant("revoked", false),
                field.rateLimit(), tenant);
    }

    /** Reads one field of one line, naming both in any error. */
    private record Field(JsonNode node, int line) {

        String text(String name, boolean required) throws InvalidKeyFileException {
            JsonNode value = node.get(name);
            if (value == null || value.isNull()) {
                if (required) {
                    throw invalid(name, "is missing");
                }
                return null;
            }
            if (!value.isTextual()) {
                throw invalid(name, "must be a string");
            }
            return value.asText();
        }

        Instant instant(String name, boolean required) throws InvalidKeyFileException {
            String text = text(name, required);
            if (text == null) {
                return null;
            }
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw invalid(name, "must be an ISO-8601 instant such as 2027-01-31T00:00:00Z");
            }
        }

        Integer rateLimit() throws InvalidKeyFileException {
            JsonNode value = node.get("rateLimit");
            if (value == null || value.isNull()) {
                return null;
            }
            if (!value.isInt() || value.asInt() < 1 || value.asInt() > MAX_RATE_LIMIT) {
                throw invalid("rateLimit", "must be a whole number of requests per second from 1 to " + MAX_RATE_LIMIT);
            }
            return value.asInt();
        }

        InvalidKeyFileException invalid(String name, String problem) {
            return new InvalidKeyFileException("line " + line + ": field '" + name + "' " + problem);
        }
    }
}
