package com.pharmaerp.api.platform.versioning;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

/**
 * The versioning policy: which values of {@code X-SERVICE-API-Version} select which version,
 * what happens to the others, and which headers announce the version that served a response.
 */
public final class ApiVersions {

    public static final String HEADER = "X-SERVICE-API-Version";

    /**
     * Every version ever published. Add a version, deprecate one
     * ({@code ApiVersion.of(1, 0).deprecate("2027-01-01", "2027-07-01")}) or retire one
     * ({@code .retire()}) by editing this line; CHANGELOG.md announces the change.
     */
    public static final ApiVersions PUBLISHED = new ApiVersions(List.of(ApiVersion.of(1, 0)));

    private final List<ApiVersion> versions;
    private final ApiVersion current;
    private final List<String> acceptedValues;
    /** The accepted values, looked up before anything is parsed: nearly every request sends one of them. */
    private final Map<String, ApiVersion> servedByValue;

    public ApiVersions(List<ApiVersion> versions) {
        this.versions = List.copyOf(versions);
        Comparator<ApiVersion> byNumber = Comparator.comparingInt(ApiVersion::major).thenComparingInt(ApiVersion::minor);
        this.current = versions.stream().filter(v -> !v.retired() && !v.isDeprecated()).max(byNumber)
                .or(() -> versions.stream().filter(v -> !v.retired()).max(byNumber))
                .orElseThrow(() -> new IllegalArgumentException("at least one version must be served"));
        List<String> accepted = new ArrayList<>();
        versions.stream().filter(v -> !v.retired()).sorted(byNumber).forEach(v -> {
            if (latestOfMajor(v.major()).filter(v::equals).isPresent()) {
                accepted.add(String.valueOf(v.major()));
            }
            accepted.add(v.label());
        });
        List<String> withPrefix = new ArrayList<>(accepted);
        accepted.forEach(value -> withPrefix.add("v" + value));
        this.acceptedValues = List.copyOf(withPrefix);
        Map<String, ApiVersion> served = new HashMap<>();
        for (String value : acceptedValues) {
            served.put(value, resolveValue(value));
        }
        this.servedByValue = Map.copyOf(served);
    }

    /** The version used when a request does not ask for one. */
    public ApiVersion current() {
        return current;
    }

    /** Every version, retired ones included. */
    public List<ApiVersion> versions() {
        return versions;
    }

    /** Every header value that selects a served version, e.g. {@code 1, 1.0, v1, v1.0}. */
    public List<String> acceptedValues() {
        return acceptedValues;
    }

    /**
     * The version the request's header values select.
     *
     * @throws ProblemException 400 unsupported_api_version for a value that names no served
     *         version, 410 api_version_retired for one that names a retired version
     */
    public ApiVersion resolve(List<String> headerValues) {
        if (headerValues == null || headerValues.isEmpty()) {
            return current;
        }
        if (headerValues.size() > 1) {
            throw unsupported("Send " + HEADER + " at most once.");
        }
        String value = headerValues.get(0).strip();
        ApiVersion served = servedByValue.get(value);
        return served != null ? served : resolveValue(value);
    }

    private ApiVersion resolveValue(String value) {
        if (!value.isEmpty() && (value.charAt(0) == 'v' || value.charAt(0) == 'V')) {
            value = value.substring(1);
        }
        ApiVersion version = parse(value).orElseThrow(() -> unsupported(HEADER + " must be one of "
                + String.join(", ", acceptedValues) + ", or be omitted to use " + current.label() + "."));
        if (version.retired()) {
            throw new ProblemException(PlatformProblem.API_VERSION_RETIRED, "API version " + version.label()
                    + " has been retired; use " + current.label() + " (see the changelog).");
        }
        return version;
    }

    /** The headers that tell a client which version served it and, if deprecated, until when. */
    public Map<String, String> responseHeaders(ApiVersion served, String changelogUrl) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(HEADER, served.label());
        if (served.isDeprecated()) {
            headers.put("Deprecation", "@" + served.deprecatedAt().getEpochSecond());
            headers.put("Sunset", DateTimeFormatter.RFC_1123_DATE_TIME.format(served.sunsetAt().atOffset(ZoneOffset.UTC)));
            headers.put("Link", "<" + changelogUrl + ">; rel=\"deprecation\"");
        }
        return headers;
    }

    private Optional<ApiVersion> parse(String value) {
        int dot = value.indexOf('.');
        String majorPart = dot < 0 ? value : value.substring(0, dot);
        String minorPart = dot < 0 ? null : value.substring(dot + 1);
        if (!isNumber(majorPart) || (minorPart != null && !isNumber(minorPart))) {
            return Optional.empty();
        }
        int major = Integer.parseInt(majorPart);
        if (minorPart == null) {
            return latestOfMajor(major).or(() -> versions.stream().filter(v -> v.major() == major).findFirst());
        }
        int minor = Integer.parseInt(minorPart);
        return versions.stream().filter(v -> v.major() == major && v.minor() == minor).findFirst();
    }

    private Optional<ApiVersion> latestOfMajor(int major) {
        return versions.stream().filter(v -> v.major() == major && !v.retired())
                .max(Comparator.comparingInt(ApiVersion::minor));
    }

    private static boolean isNumber(String s) {
        // Canonical numbers only: "01" or "1.00" select nothing.
        if (s.isEmpty() || s.length() > 4 || (s.length() > 1 && s.charAt(0) == '0')) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static ProblemException unsupported(String detail) {
        return new ProblemException(PlatformProblem.UNSUPPORTED_API_VERSION, detail);
    }
}
