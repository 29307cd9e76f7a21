package com.pharmaerp.api.platform.users;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A write that changes no GMP record and so names no person (a test-only echo). Every other
 * write needs {@code X-Acting-User}: the rule fails closed.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.METHOD, ElementType.TYPE })
public @interface ActingUserExempt {
}
