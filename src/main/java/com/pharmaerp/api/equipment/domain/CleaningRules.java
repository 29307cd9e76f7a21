package com.pharmaerp.api.equipment.domain;

/**
 * How long a piece in product contact may stay clean (verified) or dirty (used) before it must be cleaned, in
 * hours of business time, and how many batches a campaign may run between major cleanings (null: no limit).
 */
public record CleaningRules(int cleanHoldHours, int dirtyHoldHours, Integer maxCampaignBatches) {
}
