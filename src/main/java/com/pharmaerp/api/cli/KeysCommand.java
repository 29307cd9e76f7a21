package com.pharmaerp.api.cli;

import com.pharmaerp.api.platform.security.ApiKeyFile;
import com.pharmaerp.api.platform.security.ApiKeyFormat;
import com.pharmaerp.api.platform.security.ApiKeyRecord;
import com.pharmaerp.api.platform.security.InvalidKeyFileException;
import com.pharmaerp.api.platform.security.Scopes;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

import com.pharmaerp.api.platform.config.Environment;

/**
 * {@code keys create|revoke|list}: key management on the key file the service reads. It writes
 * only hashes; a new key is printed once, alone on the last line of standard output.
 */
public final class KeysCommand {

    public static final String NAME = "keys";
    static final String FILE_ENV = "ERP_API_KEYS_FILE";
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

    private static final String USAGE_TEXT = """
            Usage:
              keys create --environment production|sandbox --owner NAME [--tenant TENANT] [--scopes S1,S2]
                          [--expires DATE|INSTANT] [--rate-limit REQUESTS_PER_SECOND] [--file FILE]
              keys revoke KEY_ID [--file FILE]
              keys list [--file FILE]
            FILE defaults to $ERP_API_KEYS_FILE. Scopes default to all scopes (%s).
            TENANT is whose data the key reaches (lower-case letters, digits, dashes); default "default".
            Expiry is an ISO date (2027-06-30, meaning its start in UTC) or instant (2027-06-30T12:00:00Z).
            Without --rate-limit the key gets the service's configured default (erp.rate-limit.*).
            """;

    private final PrintStream out;
    private final PrintStream err;
    private final Clock clock;
    private final RandomGenerator secureRandom;
    private final Map<String, String> environment;

    public KeysCommand(PrintStream out, PrintStream err, Clock clock, RandomGenerator secureRandom) {
        this(out, err, clock, secureRandom, System.getenv());
    }

    KeysCommand(PrintStream out, PrintStream err, Clock clock, RandomGenerator secureRandom, Map<String, String> environment) {
        this.out = out;
        this.err = err;
        this.clock = clock;
        this.secureRandom = secureRandom;
        this.environment = environment;
    }

    /** Runs one command; returns the process exit status (0 done, 1 failed, 2 usage error). */
    public int run(String... args) {
        try {
            if (args.length == 0) {
                throw new UsageException("name a command: create, revoke or list");
            }
            Options options = Options.parse(Arrays.copyOfRange(args, 1, args.length));
            return switch (args[0]) {
                case "create" -> create(options);
                case "revoke" -> revoke(options);
                case "list" -> list(options);
                default -> throw new UsageException("unknown command '" + args[0] + "'");
            };
        } catch (UsageException e) {
            err.println("keys: " + e.getMessage());
            err.print(USAGE_TEXT.formatted(String.join(",", Scopes.all())));
            return USAGE;
        } catch (IOException | InvalidKeyFileException e) {
            err.println("keys: the key file cannot be used: " + describe(e));
            return FAILED;
        }
    }

    private int create(Options options) throws UsageException, IOException, InvalidKeyFileException {
        options.allow("environment", "owner", "tenant", "scopes", "expires", "rate-limit", "file");
        options.noPositional();
        Environment env;
        try {
            env = Environment.fromId(options.required("environment"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        String owner = options.required("owner");
        String tenant = options.value("tenant").orElse(ApiKeyRecord.DEFAULT_TENANT);
        if (!ApiKeyRecord.TENANT.matcher(tenant).matches()) {
            throw new UsageException("--tenant must be 1 to 40 lower-case letters, digits or dashes, starting with a letter");
        }
        List<String> known = Scopes.all();
        List<String> scopes = options.value("scopes").map(s -> List.of(s.split(","))).orElse(known);
        for (String scope : scopes) {
            if (!known.contains(scope)) {
                throw new UsageException("unknown scope '" + scope + "' (known: " + String.join(", ", known) + ")");
            }
        }
        Instant now = clock.instant().truncatedTo(ChronoUnit.SECONDS);
        String expiresText = options.value("expires").orElse(null);
        Instant expires = expiresText == null ? null : parseExpiry(expiresText);
        if (expires != null && !expires.isAfter(now)) {
            throw new UsageException("--expires must be in the future");
        }
        Integer rateLimit = null;
        String rateText = options.value("rate-limit").orElse(null);
        if (rateText != null) {
            try {
                rateLimit = Integer.valueOf(rateText);
            } catch (NumberFormatException e) {
                throw new UsageException("--rate-limit must be a whole number of requests per second");
            }
        }
        Path file = file(options);
        List<ApiKeyRecord> existing = Files.exists(file) ? ApiKeyFile.read(file) : List.of();
        Set<String> ids = new HashSet<>();
        existing.forEach(r -> ids.add(r.id()));
        String id;
        do {
            id = ApiKeyFormat.generateId(secureRandom);
        } while (ids.contains(id));
        String key = ApiKeyFormat.generate(env, secureRandom);
        ApiKeyRecord record = new ApiKeyRecord(id, ApiKeyFormat.sha256Hex(key), env, owner, scopes, now, expires, null,
                rateLimit, tenant);
        try {
            // The same parser the service uses, so the command never writes a line the service rejects.
            ApiKeyFile.parse(ApiKeyFile.format(record) + "\n");
        } catch (InvalidKeyFileException e) {
            throw new UsageException(e.getMessage().replaceFirst("^line 1: ", ""));
        }
        ApiKeyFile.append(file, record);
        out.println("Created " + id + " for " + owner + " (" + env.id() + ", tenant " + tenant + "), scopes " + String.join(",", scopes)
                + ", expires " + (expires == null ? "never" : expires) + ", rate limit "
                + (rateLimit == null ? "default" : rateLimit + "/s") + ".");
        out.println("The key is shown only now; store it in a secret manager. The file holds only its SHA-256.");
        out.println(key);
        return OK;
    }

    private int revoke(Options options) throws UsageException, IOException, InvalidKeyFileException {
        options.allow("file");
        String id = options.singlePositional("KEY_ID");
        Path file = file(options);
        List<ApiKeyRecord> records = new ArrayList<>(ApiKeyFile.read(file));
        for (int i = 0; i < records.size(); i++) {
            ApiKeyRecord record = records.get(i);
            if (record.id().equals(id)) {
                if (record.revoked() != null) {
                    out.println(id + " was already revoked on " + record.revoked() + ".");
                    return OK;
                }
                records.set(i, record.revokedAt(clock.instant().truncatedTo(ChronoUnit.SECONDS)));
                ApiKeyFile.write(file, records);
                out.println("Revoked " + id + " (" + record.owner() + ", " + record.environment().id()
                        + "). Services reading this file refuse it from their next reload.");
                return OK;
            }
        }
        err.println("keys: no key with id " + id + " in the key file");
        return FAILED;
    }

    private int list(Options options) throws UsageException, IOException, InvalidKeyFileException {
        options.allow("file");
        options.noPositional();
        Instant now = clock.instant();
        String format = "%-20s  %-11s  %-16s  %-24s  %-20s  %-20s  %-20s  %-8s  %s%n";
        out.printf(format, "ID", "ENVIRONMENT", "TENANT", "OWNER", "SCOPES", "CREATED", "EXPIRES", "RATE/S", "STATUS");
        for (ApiKeyRecord r : ApiKeyFile.read(file(options))) {
            out.printf(format, r.id(), r.environment().id(), r.tenant(), r.owner(), String.join(",", r.scopes()), r.created(),
                    r.expires() == null ? "never" : r.expires(), r.rateLimit() == null ? "default" : r.rateLimit(),
                    r.statusAt(now).name().toLowerCase(Locale.ROOT));
        }
        return OK;
    }

    private Path file(Options options) throws UsageException {
        String path = options.value("file").orElse(environment.get(FILE_ENV));
        if (path == null || path.isBlank()) {
            throw new UsageException("give --file FILE or set " + FILE_ENV);
        }
        return Path.of(path);
    }

    private static Instant parseExpiry(String text) throws UsageException {
        try {
            return text.length() == 10 ? LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant() : Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new UsageException("--expires must be a date (2027-06-30) or an instant (2027-06-30T12:00:00Z)");
        }
    }

    private static String describe(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "it does not exist";
        }
        return e instanceof InvalidKeyFileException ? e.getMessage() : e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    /** {@code --name value} / {@code --name=value} options and positional arguments. */
    private record Options(Map<String, String> named, List<String> positional) {

        static Options parse(String[] args) throws UsageException {
            Map<String, String> named = new HashMap<>();
            List<String> positional = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (!arg.startsWith("--")) {
                    positional.add(arg);
                    continue;
                }
                String name = arg.substring(2);
                String value;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    throw new UsageException("--" + name + " needs a value");
                }
                if (named.put(name, value) != null) {
                    throw new UsageException("--" + name + " given twice");
                }
            }
            return new Options(named, positional);
        }

        void allow(String... names) throws UsageException {
            List<String> allowed = List.of(names);
            for (String name : named.keySet()) {
                if (!allowed.contains(name)) {
                    throw new UsageException("unknown option --" + name);
                }
            }
        }

        void noPositional() throws UsageException {
            if (!positional.isEmpty()) {
                throw new UsageException("unexpected argument '" + positional.get(0) + "'");
            }
        }

        String singlePositional(String what) throws UsageException {
            if (positional.size() != 1) {
                throw new UsageException("give exactly one " + what);
            }
            return positional.get(0);
        }

        Optional<String> value(String name) {
            return Optional.ofNullable(named.get(name));
        }

        String required(String name) throws UsageException {
            String value = named.get(name);
            if (value == null || value.isBlank()) {
                throw new UsageException("--" + name + " is required");
            }
            return value;
        }
    }
}
