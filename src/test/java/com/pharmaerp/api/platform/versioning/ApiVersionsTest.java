package com.pharmaerp.api.platform.versioning;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static com.pharmaerp.api.testsupport.ProblemAssert.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.testsupport.ProblemAssert.Refused;

/** The versioning policy, including the deprecation and retirement paths no published version uses yet. */
class ApiVersionsTest {

    private static final String CHANGELOG = "https://docs.example/changelog";

    @Test
    void publishedPolicyServesOnlyOnePointZero() {
        ApiVersions published = ApiVersions.PUBLISHED;

        assertThat(published.current().label()).isEqualTo("1.0");
        assertThat(published.resolve(null)).isSameAs(published.current());
        assertThat(published.resolve(List.of())).isSameAs(published.current());
        for (String value : List.of("1", "1.0", "v1", "v1.0", "V1", " v1.0 ")) {
            assertThat(published.resolve(List.of(value))).as(value).isSameAs(published.current());
        }
        assertThat(published.responseHeaders(published.current(), CHANGELOG)).containsOnlyKeys(ApiVersions.HEADER)
                .containsEntry(ApiVersions.HEADER, "1.0");
    }

    @Test
    void addingAMinorVersionMakesItCurrentAndKeepsTheOlderOneSelectable() {
        ApiVersions versions = new ApiVersions(List.of(ApiVersion.of(1, 0), ApiVersion.of(1, 1)));

        assertThat(versions.current().label()).isEqualTo("1.1");
        assertThat(versions.resolve(List.of("1")).label()).isEqualTo("1.1");
        assertThat(versions.resolve(List.of("1.0")).label()).isEqualTo("1.0");
        assertThat(versions.acceptedValues()).containsExactly("1.0", "1", "1.1", "v1.0", "v1", "v1.1");
    }

    @Test
    void deprecatedVersionIsServedWithDeprecationSunsetAndLinkHeaders() {
        ApiVersions versions = new ApiVersions(
                List.of(ApiVersion.of(1, 0).deprecate("2027-01-01", "2027-07-01"), ApiVersion.of(2, 0)));

        ApiVersion old = versions.resolve(List.of("1"));

        assertThat(versions.current().label()).isEqualTo("2.0");
        assertThat(versions.responseHeaders(old, CHANGELOG))
                .containsEntry(ApiVersions.HEADER, "1.0")
                .containsEntry("Deprecation", "@1798761600")
                .containsEntry("Sunset", "Thu, 1 Jul 2027 00:00:00 GMT")
                .containsEntry("Link", "<" + CHANGELOG + ">; rel=\"deprecation\"");
        assertThat(versions.responseHeaders(versions.current(), CHANGELOG)).doesNotContainKeys("Deprecation", "Sunset");
    }

    @Test
    void retiredVersionIs410AndNoLongerAdvertised() {
        ApiVersions versions = new ApiVersions(List.of(ApiVersion.of(1, 0).retire(), ApiVersion.of(2, 0)));

        for (String value : List.of("1", "1.0", "v1")) {
            Refused refused = refusal(() -> versions.resolve(List.of(value)));
            assertThat(refused.code()).as(value).isEqualTo(PlatformProblem.API_VERSION_RETIRED);
            assertThat(refused.detail()).contains("1.0", "retired", "2.0");
        }
        assertThat(versions.acceptedValues()).containsExactly("2", "2.0", "v2", "v2.0");
        assertThat(versions.resolve(null).label()).isEqualTo("2.0");
    }

    @Test
    void unknownOrNonCanonicalValuesAre400ListingTheAcceptedValues() {
        for (String value : List.of("2", "1.1", "01", "1.00", "", " ", "v", "1.0.0", "one", "1.", ".0", "99999")) {
            Refused refused = refusal(() -> ApiVersions.PUBLISHED.resolve(List.of(value)));
            assertThat(refused.code()).as("'%s'", value).isEqualTo(PlatformProblem.UNSUPPORTED_API_VERSION);
            assertThat(refused.detail()).contains("1, 1.0, v1, v1.0");
        }
    }

    @Test
    void theHeaderMayBeSentOnlyOnce() {
        assertRefused(() -> ApiVersions.PUBLISHED.resolve(List.of("1", "1")), PlatformProblem.UNSUPPORTED_API_VERSION);
    }
}
