package com.pharmaerp.api.warehouse.api;

import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.math.BigDecimal;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotNull;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A storage temperature range in °C, inclusive, to one decimal. */
@Schema(name = "StorageRange")
@StorageRange.Ordered
public record StorageRange(
        @NotNull @DecimalMin("-273.1") @DecimalMax("1000") @Digits(integer = 4, fraction = 1) BigDecimal minCelsius,
        @NotNull @DecimalMin("-273.1") @DecimalMax("1000") @Digits(integer = 4, fraction = 1) BigDecimal maxCelsius) {

    /** minCelsius not above maxCelsius, reported on minCelsius: a field the caller sends, not a derived property. */
    @Target(TYPE)
    @Retention(RUNTIME)
    @Constraint(validatedBy = OrderedValidator.class)
    public @interface Ordered {

        String message() default "must not be above maxCelsius";

        Class<?>[] groups() default {};

        Class<? extends Payload>[] payload() default {};
    }

    public static class OrderedValidator implements ConstraintValidator<Ordered, StorageRange> {

        @Override
        public boolean isValid(StorageRange range, ConstraintValidatorContext context) {
            if (range.minCelsius == null || range.maxCelsius == null || range.minCelsius.compareTo(range.maxCelsius) <= 0) {
                return true;
            }
            context.disableDefaultConstraintViolation();
            context.buildConstraintViolationWithTemplate(context.getDefaultConstraintMessageTemplate())
                    .addPropertyNode("minCelsius").addConstraintViolation();
            return false;
        }
    }
}
