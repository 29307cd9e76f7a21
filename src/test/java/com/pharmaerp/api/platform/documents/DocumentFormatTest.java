package com.pharmaerp.api.platform.documents;

import static com.pharmaerp.api.testsupport.ProblemAssert.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import jakarta.ws.rs.core.MediaType;

import org.junit.jupiter.api.Test;


/** Which form of a document an Accept header (as the framework sorted its ranges) asks for. */
class DocumentFormatTest {

    private static List<MediaType> accept(String... ranges) {
        return List.of(ranges).stream().map(MediaType::valueOf).toList();
    }

    @Test
    void noAcceptHeaderGetsThePdf() {
        assertThat(DocumentFormat.negotiate(List.of())).isEqualTo(DocumentFormat.PDF);
    }

    @Test
    void anythingGetsThePdf() {
        assertThat(DocumentFormat.negotiate(accept("*/*"))).isEqualTo(DocumentFormat.PDF);
    }

    @Test
    void aTypeRangeGetsItsFirstForm() {
        assertThat(DocumentFormat.negotiate(accept("text/*"))).isEqualTo(DocumentFormat.HTML);
        assertThat(DocumentFormat.negotiate(accept("application/*"))).isEqualTo(DocumentFormat.PDF);
    }

    @Test
    void theMostPreferredRangeThatMatchesWins() {
        assertThat(DocumentFormat.negotiate(accept("application/xml", "application/json", "*/*")))
                .isEqualTo(DocumentFormat.JSON);
    }

    @Test
    void aRangeWithQualityZeroIsRefusedNotChosen() {
        assertThat(DocumentFormat.negotiate(accept("application/pdf;q=0", "text/html;q=0.5"))).isEqualTo(DocumentFormat.HTML);
        assertThat(DocumentFormat.negotiate(accept("application/pdf;q=0.0", "application/json;q=0.2")))
                .isEqualTo(DocumentFormat.JSON);
    }

    @Test
    void nothingMatchingIsNotAcceptable() {
        assertRefused(() -> DocumentFormat.negotiate(accept("text/plain", "image/png")), "not_acceptable");
    }
}
