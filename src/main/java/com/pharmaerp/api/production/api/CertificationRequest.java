package com.pharmaerp.api.production.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.Signed;
import com.pharmaerp.api.production.service.ProductionOrderService;

/** The QP's decision: certify (meaning responsibility) or reject (meaning rejection). */
@Schema(name = "CertificationInput")
public record CertificationRequest(
        @NotNull @Pattern(regexp = "certify|reject", message = "must be certify or reject")
        @Schema(enumeration = { "certify", "reject" }) String decision,
        @NotNull @Valid SignatureRequest signature) implements Signed {

    public ProductionOrderService.Decision command() {
        return new ProductionOrderService.Decision("reject".equals(decision), signature);
    }
}
