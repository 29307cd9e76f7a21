package com.pharmaerp.api.qms.api;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.qms.domain.Complaint;
import com.pharmaerp.api.qms.service.ComplaintService;
import com.pharmaerp.api.warehouse.LotLineage;

/** What a complaint's lot touches: its genealogy both ways, who received it or a lot made from it, earlier complaints. */
@Schema(name = "ComplaintImpact")
public record ComplaintImpactView(
        @Schema(maxItems = 100000, description = "The lots the complaint's lot was made from (backward) and the lots made "
                + "from it (forward), at any depth, nearest first.") List<Lot> lots,
        @Schema(maxItems = 100000, description = "Every customer who received the lot or a lot made from it, by name, "
                + "with what it received of each material.") List<RecallView.AffectedCustomer> customers,
        @Schema(maxItems = 100000, description = "The tenant's complaints on the same lot or material received before "
                + "this one, oldest first.") List<EarlierComplaint> earlierComplaints) {

    @Schema(name = "ComplaintImpactLot")
    public record Lot(String lotId, @Schema(maxLength = 20) String number, String materialId,
            @Schema(minimum = "1", maximum = "100") int depth,
            @Schema(enumeration = { "backward", "forward" }, description = "backward: the lot was made from it; forward: "
                    + "it was made from the lot.") String direction) {
    }

    @Schema(name = "ComplaintImpactEarlier")
    public record EarlierComplaint(String id, @Schema(maxLength = 20) String number, LocalDate receivedOn,
            @Schema(enumeration = { "quality_defect", "adverse_event", "suspected_falsification", "packaging", "other" })
            String category, @Schema(enumeration = { "open", "closed" }) String status,
            @Schema(nullable = true) String lotId, @Schema(nullable = true) String materialId) {

        static EarlierComplaint of(Complaint c) {
            return new EarlierComplaint(c.id(), c.number(), c.data().receivedOn(), c.data().category().id(), c.status().id(),
                    c.data().lotId(), c.data().materialId());
        }
    }

    public static ComplaintImpactView of(ComplaintService.Impact impact) {
        return new ComplaintImpactView(Stream.concat(impact.madeFrom().stream().map(r -> lot(r, "backward")),
                impact.madeInto().stream().map(r -> lot(r, "forward"))).toList(),
                impact.customers().stream().map(RecallView::customer).toList(),
                impact.earlier().stream().map(EarlierComplaint::of).toList());
    }

    private static Lot lot(LotLineage.Relative relative, String direction) {
        return new Lot(relative.lotId(), relative.number(), relative.materialId(), relative.depth(), direction);
    }
}
