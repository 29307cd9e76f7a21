package com.pharmaerp.api.qms.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.pharmaerp.api.platform.persistence.StoredJson;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.qms.domain.ProductQualityReview;
import com.pharmaerp.api.qms.domain.ReviewContent;
import com.pharmaerp.api.qms.service.ProductQualityReviewService;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What a review's HTML and PDF forms print: the review, its product by name, its content as the tables a reviewer
 * reads, and a trend chart per figure (yield, then each numeric test, then each in-process value).
 */
// Serialised for the imprint's hash, never as a response: native images need it and its charts registered.
@RegisterForReflection(targets = { ProductQualityReviewDocument.class, TrendChart.class, TrendChart.Column.class })
public record ProductQualityReviewDocument(String number, String productMaterialId, String productCode, String productName,
        LocalDate from, LocalDate to, String status, Instant computedAt, String contentSha256, String conclusions,
        Signature review, Signature approval, ReviewContent content, List<TrendChart> charts) {

    /** Its HTML, which the PDF is rendered from. */
    static final String TEMPLATE = "documents/product-quality-review";

    static ProductQualityReviewDocument of(ProductQualityReviewService.Named named) {
        ProductQualityReview r = named.review();
        ReviewContent content = StoredJson.read(r.computed().content(), ReviewContent.class);
        List<TrendChart> charts = new ArrayList<>();
        charts.add(TrendChart.of("Yield", content.yield().figures()));
        content.results().tests().forEach(test -> charts.add(TrendChart.of("Test " + test.code()
                + (test.name() == null ? "" : " · " + test.name()), test)));
        content.results().inProcess().forEach(value -> charts.add(TrendChart.of(value.kind().replace('_', ' ') + " "
                + value.code(), value)));
        return new ProductQualityReviewDocument(r.number(), r.productMaterialId(), named.product() == null ? null
                : named.product().code(), named.product() == null ? null : named.product().name(), r.from(), r.to(),
                r.status().id(), r.computed().computedAt(), r.computed().sha256(), r.conclusions(), r.review(), r.approval(),
                content, charts.stream().filter(Objects::nonNull).toList());
    }
}
