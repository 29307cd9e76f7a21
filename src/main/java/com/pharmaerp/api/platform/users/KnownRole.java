package com.pharmaerp.api.platform.users;

import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;

/** A role some module declared ({@link Roles}); null is left to {@code @NotNull}. */
@Target(TYPE_USE)
@Retention(RUNTIME)
@Constraint(validatedBy = KnownRole.Check.class)
public @interface KnownRole {

    String message() default "must be a known role";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** Says which roles there are, as the message lists them. */
    class Check implements ConstraintValidator<KnownRole, String> {

        @Override
        public boolean isValid(String value, ConstraintValidatorContext context) {
            if (value == null || Role.of(value).isPresent()) {
                return true;
            }
            context.disableDefaultConstraintViolation();
            context.buildConstraintViolationWithTemplate("must be one of " + String.join(", ", Roles.ids()))
                    .addConstraintViolation();
            return false;
        }
    }
}
