package com.pharmaerp.api.quality.domain;

import java.util.List;

import com.pharmaerp.api.platform.users.Signature;

/**
 * A deviation as the audit trail compares it before and after a move.
 *
 * @param status its lower-case id
 * @param closure null while open
 */
public record DeviationState(String number, String description, List<String> references, String status, String createdBy,
        Signature closure) {
}
