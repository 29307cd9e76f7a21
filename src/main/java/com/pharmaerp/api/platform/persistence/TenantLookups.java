package com.pharmaerp.api.platform.persistence;

import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.problem.ProblemType;

import io.smallrye.mutiny.Uni;

/** Looking a resource up in the caller's tenant, and refusing a code another resource holds. */
public final class TenantLookups {

    private TenantLookups() {
    }

    /**
     * The resource, optionally locked for a change; 404 for an id that is not one of this type, unknown,
     * or another tenant's (answered exactly alike, so another tenant's ids reveal nothing).
     */
    public static <E extends TenantEntity<?>> Uni<E> require(TenantRepository<E> repository, String tenantId, String prefix, String id,
            boolean lock, String noun) {
        if (!Ids.looksLike(prefix, id)) {
            return Uni.createFrom().failure(notFound(noun, id));
        }
        Uni<E> found = lock ? repository.lockInTenant(tenantId, id) : repository.findInTenant(tenantId, id);
        return found.onItem().ifNull().failWith(() -> notFound(noun, id));
    }

    /** @param exceptId the resource being changed ("" on create) */
    public static Uni<Void> refuseTakenCode(TenantRepository<?> repository, String tenantId, String code, String exceptId,
            ProblemType taken, String noun) {
        return repository.codeTaken(tenantId, code, exceptId).invoke(isTaken -> {
            if (isTaken) {
                throw new ProblemException(taken, "Another " + noun + " of this tenant already has the code " + code + ".");
            }
        }).replaceWithVoid();
    }

    private static ProblemException notFound(String noun, String id) {
        return new ProblemException(PlatformProblem.NOT_FOUND, "There is no " + noun + " " + id + ".");
    }
}
