package com.pharmaerp.api.training.repository;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.users.SignerQualifications;

/**
 * The courses a signature asks of its signer, read in the statement that reads the signer (the index
 * {@code training_requirements_active} finds the requirements, {@code training_records_user_course} the
 * records).
 */
@ApplicationScoped
public class RequiredCoursesOfSigner implements SignerQualifications {

    private static final String REQUIRED_COURSES = "(SELECT coalesce(json_agg(json_build_object('courseCode', c.code, "
            + "'completedOn', r.completed_on, 'expiresOn', r.expires_on) ORDER BY c.code), '[]')::text FROM training_courses c "
            + "LEFT JOIN LATERAL (SELECT t.completed_on, t.expires_on FROM training_records t WHERE t.tenant_id = c.tenant_id "
            + "AND t.user_id = u.id AND t.course_id = c.id ORDER BY t.completed_on DESC, t.created_at DESC LIMIT 1) r ON true "
            + "WHERE c.tenant_id = u.tenant_id AND c.id IN (SELECT unnest(q.course_ids) FROM training_requirements q "
            + "WHERE q.tenant_id = u.tenant_id AND q.entity_type = $3 AND q.meaning = $4 AND q.status = 'active'))";

    @Override
    public String requiredCoursesOfSigner() {
        return REQUIRED_COURSES;
    }
}
