package com.pharmaerp.api.platform.users;

/**
 * The question a signature asks of the training module, which stands above the platform: which courses
 * the active training requirements of the signed record's entity type and meaning ask for, with the
 * signer's newest record of each. It is answered as an SQL expression that the statement reading the
 * signer embeds, so a signature costs no extra round trip and the training tables stay the training
 * module's to name.
 */
public interface SignerQualifications {

    /**
     * A scalar SQL expression over the signer's row {@code u} ({@code u.tenant_id}, {@code u.id}), with the
     * entity type as {@code $3} and the meaning as {@code $4}, whose value is the text of a JSON array of
     * {@link Qualification}s ({@code courseCode}, {@code completedOn}, {@code expiresOn}; dates null for a
     * course the signer holds no record of), empty when no requirement applies.
     */
    String requiredCoursesOfSigner();
}
