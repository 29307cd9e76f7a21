package com.pharmaerp.api.quality.domain;

import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A specification revision as the audit trail compares it before and after a move: the revision's
 * part first, then what it specifies.
 *
 * @param status its lower-case id
 * @param approval null while a draft
 */
public record SpecificationState(int revision, String status, String createdBy, Signature approval, String materialId,
        List<SpecificationTest> tests) {
}
