package com.pharmaerp.api.quality.api;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import com.pharmaerp.api.quality.domain.SpecificationTest;
import com.pharmaerp.api.quality.domain.TestKind;

/** One test of a specification, as sent and as read. */
@Schema(name = "SpecificationTest")
public record SpecificationTestJson(
        @NotBlank @Size(max = 40) @Pattern(regexp = "[A-Za-z0-9_.-]+", message = "letters, digits, _ . - only")
        @Schema(description = "Unique in the specification; results name it.", examples = "ASSAY") String code,
        @NotBlank @Size(max = 200) String name,
        @NotNull @Pattern(regexp = TestKind.PATTERN, message = "must be numeric or text")
        @Schema(enumeration = { "numeric", "text" }) String kind,
        @Pattern(regexp = SpecificationTest.DECIMAL, message = "must be a decimal string")
        @Schema(description = "Numeric tests: inclusive lower limit, a decimal string.", nullable = true, maxLength = 20,
                examples = "98.0") String min,
        @Pattern(regexp = SpecificationTest.DECIMAL, message = "must be a decimal string")
        @Schema(description = "Numeric tests: inclusive upper limit, a decimal string.", nullable = true, maxLength = 20,
                examples = "102.0") String max,
        @Size(max = 20) @Schema(description = "Free text, e.g. %.", nullable = true) String unit,
        @Size(max = 200) @Schema(description = "Text tests: what the result must read, exactly.", nullable = true)
        String expected,
        @NotNull @Schema(description = "Accepting an inspection lot needs a valid passing result of every mandatory test.")
        Boolean mandatory) {

    SpecificationTest toDomain() {
        return new SpecificationTest(code, name, kind, min, max, unit, expected, mandatory);
    }

    static SpecificationTestJson of(SpecificationTest test) {
        return new SpecificationTestJson(test.code(), test.name(), test.kind(), test.min(), test.max(), test.unit(),
                test.expected(), test.mandatory());
    }
}
