package com.pharmaerp.api.equipment;

import java.util.List;
import java.util.Optional;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.problem.Causes;
import com.pharmaerp.api.platform.problem.FailureTranslator;
import com.pharmaerp.api.platform.problem.PlatformProblem;
import com.pharmaerp.api.platform.problem.Problem;
import com.pharmaerp.api.platform.problem.ProblemException;

import io.vertx.pgclient.PgException;

/**
 * The database's two checks of a piece's insert or update (V31): its code unique in the tenant (409 duplicate_code,
 * on every pod at once) and its location one of the tenant's (422 naming {@code locationId}); equipment names no
 * other module, so the location is checked by the foreign key rather than by asking the warehouse.
 */
@Singleton
public class EquipmentConstraintTranslator implements FailureTranslator {

    @Override
    public Optional<ProblemException> translate(Throwable failure) {
        PgException pg = Causes.find(failure, PgException.class, e -> e.getConstraint() != null
                && e.getConstraint().startsWith("equipment_"));
        if (pg == null) {
            return Optional.empty();
        }
        return switch (pg.getConstraint()) {
            case "equipment_code" -> Optional.of(new ProblemException(EquipmentProblem.DUPLICATE_CODE, "Another piece of "
                    + "equipment of this tenant already has this code; nothing was changed."));
            case "equipment_location" -> Optional.of(new ProblemException(PlatformProblem.VALIDATION_FAILED,
                    "The request body is not valid.", List.of(new Problem.FieldError("locationId",
                            "is not a location of this tenant"))));
            default -> Optional.empty();
        };
    }
}
