package com.pharmaerp.api.platform.resource;

import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import com.pharmaerp.api.platform.persistence.TenantEntity;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.platform.users.Role;

/**
 * What {@link TenantResources} needs to know of one kind of resource: its id prefix and name,
 * its code-taken problem, and how its representations map to its data.
 *
 * @param idPrefix e.g. {@code mat}
 * @param noun e.g. {@code material}, in problem details
 * @param codeTaken the 409 for a code another resource of the tenant holds; null for a resource without a code
 * @param inputType the create body, and what a merge patch applies to; for a kind the API neither creates nor
 *        patches generically (lots, movements, receipts), this and the two mappings are null
 * @param blank a new, not yet started entity ({@code Material::new})
 * @param toData the input as the entity's data
 * @param toInput the entity's data as an input, for a merge patch to apply to
 * @param toView the representation every read returns
 * @param writers the roles of which the acting user must hold one to create or change it
 * @param reasonRequiredFor the input's fields whose change is a change of GMP master data: 422 reason_required without a reason
 */
public record ResourceKind<E extends TenantEntity<D>, D, R extends ResourceKind.Input, V>(
        String idPrefix, String noun, ProblemType codeTaken, Class<R> inputType,
        Supplier<E> blank, Function<R, D> toData, Function<D, R> toInput, Function<E, V> toView,
        Set<String> reasonRequiredFor, Set<Role> writers) {

    /** A kind whose records other operations make (a receipt makes lots): read and moved, never merge-patched. */
    public static <E extends TenantEntity<D>, D, V> ResourceKind<E, D, Input, V> readOnly(String idPrefix, String noun,
            Function<E, V> toView, Set<Role> writers) {
        return new ResourceKind<>(idPrefix, noun, null, null, null, null, null, toView, Set.of(), writers);
    }

    /** A create body; a resource with a code unique per tenant gives it here. */
    public interface Input {
        /** @return the code, or null for a resource that has none (a purchase order has a number instead) */
        default String code() {
            return null;
        }
    }
}
