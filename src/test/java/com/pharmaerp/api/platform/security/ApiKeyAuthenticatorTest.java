package com.pharmaerp.api.platform.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.config.Environment;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.problem.ProblemException;

class ApiKeyAuthenticatorTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
    private static final String ACTIVE = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    private static final String REVOKED = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    private static final String EXPIRED = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    private static final String REVOKED_LATER = ApiKeyFormat.generate(Environment.SANDBOX, RANDOM);
    private static final KeySet KEYS = new KeySet(List.of(
            record("key_A000000000000001", ACTIVE, null, null),
            record("key_R000000000000001", REVOKED, null, NOW.minusSeconds(1)),
            record("key_E000000000000001", EXPIRED, NOW, null),
            record("key_L000000000000001", REVOKED_LATER, null, NOW.plusSeconds(60))));

    private final ApiKeyAuthenticator sandbox = new ApiKeyAuthenticator(Environment.SANDBOX);

    @Test
    void activeKeyAuthenticatesToItsRecord() {
        assertThat(sandbox.authenticate(List.of("Bearer " + ACTIVE), KEYS, NOW).id()).isEqualTo("key_A000000000000001");
    }

    @Test
    void revocationScheduledInTheFutureDoesNotYetApply() {
        assertThat(sandbox.authenticate(List.of("Bearer " + REVOKED_LATER), KEYS, NOW).id())
                .isEqualTo("key_L000000000000001");
        assertThat(rejection(List.of("Bearer " + REVOKED_LATER), NOW.plusSeconds(60)).code())
                .isEqualTo(PlatformProblem.API_KEY_REVOKED);
    }

    @Test
    void keyExpiresAtItsExpiryInstantExactly() {
        assertThat(sandbox.authenticate(List.of("Bearer " + EXPIRED), KEYS, NOW.minusMillis(1)).id())
                .isEqualTo("key_E000000000000001");
        assertThat(rejection(List.of("Bearer " + EXPIRED), NOW).code()).isEqualTo(PlatformProblem.API_KEY_EXPIRED);
    }

    @Test
    void eachRejectionHasItsCodeAndChallenge() {
        String realm = "Bearer realm=\"pharma-erp\"";
        assertRejected(List.of(), PlatformProblem.AUTHENTICATION_REQUIRED, realm);
        assertRejected(List.of("Basic abc"), PlatformProblem.AUTHENTICATION_REQUIRED, realm);
        assertRejected(List.of("Bearer"), PlatformProblem.MALFORMED_CREDENTIALS, realm + ", error=\"invalid_request\"");
        assertRejected(List.of("Bearer x", "Bearer y"), PlatformProblem.MALFORMED_CREDENTIALS,
                realm + ", error=\"invalid_request\"");
        assertRejected(List.of("Bearer " + ACTIVE + "x"), PlatformProblem.MALFORMED_CREDENTIALS,
                realm + ", error=\"invalid_request\"");
        assertRejected(List.of("Bearer " + ApiKeyFormat.generate(Environment.SANDBOX, RANDOM)), PlatformProblem.API_KEY_UNKNOWN,
                realm + ", error=\"invalid_token\"");
        assertRejected(List.of("Bearer " + REVOKED), PlatformProblem.API_KEY_REVOKED, realm + ", error=\"invalid_token\"");
        assertRejected(List.of("Bearer " + EXPIRED), PlatformProblem.API_KEY_EXPIRED, realm + ", error=\"invalid_token\"");
        assertRejected(List.of("Bearer " + ApiKeyFormat.generate(Environment.PRODUCTION, RANDOM)),
                PlatformProblem.API_KEY_WRONG_ENVIRONMENT, realm + ", error=\"invalid_token\"");
    }

    @Test
    void wellFormedKeyBeforeAnyKeySetIsLoadedIs503ServiceUnavailable() {
        ProblemException e = catchThrowableOfType(ProblemException.class,
                () -> sandbox.authenticate(List.of("Bearer " + ACTIVE), null, NOW));

        assertThat(e.code()).isEqualTo(PlatformProblem.SERVICE_UNAVAILABLE);
        assertThat(e.headers()).containsEntry("Retry-After", "5");
    }

    @Test
    void otherEnvironmentIsDecidedFromThePrefixEvenBeforeKeysAreLoaded() {
        ProblemException e = catchThrowableOfType(ProblemException.class, () -> new ApiKeyAuthenticator(
                Environment.PRODUCTION).authenticate(List.of("Bearer " + ACTIVE), null, NOW));

        assertThat(e.code()).isEqualTo(PlatformProblem.API_KEY_WRONG_ENVIRONMENT);
        assertThat(e.detail()).startsWith("This is a sandbox key; this is the production service.");
    }

    @Test
    void noDetailEverRepeatsThePresentedCredentials() {
        for (String key : List.of(ACTIVE + "x", REVOKED, EXPIRED, ApiKeyFormat.generate(Environment.PRODUCTION, RANDOM))) {
            ProblemException e = rejection(List.of("Bearer " + key), NOW);
            assertThat(e.detail()).doesNotContain(key.substring(9, 40));
        }
    }

    @Test
    void insufficientScopeNamesTheScopeInTheChallenge() {
        ProblemException e = ApiKeyAuthenticator.insufficientScope(KEYS.records().get(0), "health:read");

        assertThat(e.code()).isEqualTo(PlatformProblem.INSUFFICIENT_SCOPE);
        assertThat(e.headers().get("WWW-Authenticate"))
                .isEqualTo("Bearer realm=\"pharma-erp\", error=\"insufficient_scope\", scope=\"health:read\"");
    }

    private void assertRejected(List<String> authorization, ProblemType code, String challenge) {
        ProblemException e = rejection(authorization, NOW);
        assertThat(e.code()).as("%s", authorization).isEqualTo(code);
        assertThat(e.headers().get("WWW-Authenticate")).as("%s", authorization).isEqualTo(challenge);
    }

    private ProblemException rejection(List<String> authorization, Instant now) {
        return catchThrowableOfType(ProblemException.class, () -> sandbox.authenticate(authorization, KEYS, now));
    }

    private static ApiKeyRecord record(String id, String key, Instant expires, Instant revoked) {
        return new ApiKeyRecord(id, ApiKeyFormat.sha256Hex(key), Environment.SANDBOX, "acme", Scopes.all(),
                NOW.minusSeconds(86_400), expires, revoked);
    }
}
