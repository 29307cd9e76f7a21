package com.pharmaerp.api.qms.api;

import java.util.List;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.domain.ComplaintCount;

/** Complaints received per month and category, those with at least one, by month then category. */
@Schema(name = "ComplaintTrends")
public record ComplaintTrendsView(@Schema(maxItems = 100000) List<Item> items) {

    @Schema(name = "ComplaintTrend")
    public record Item(@Schema(pattern = "[0-9]{4}-[0-9]{2}", examples = "2027-01", maxLength = 7) String month,
            @Schema(enumeration = { "quality_defect", "adverse_event", "suspected_falsification", "packaging", "other" })
            String category, @Schema(minimum = "1", maximum = "9223372036854775807") long count) {
    }

    public static ComplaintTrendsView of(List<ComplaintCount> counts) {
        return new ComplaintTrendsView(counts.stream().map(c -> new Item(c.month(), c.category().id(), c.count())).toList());
    }
}
