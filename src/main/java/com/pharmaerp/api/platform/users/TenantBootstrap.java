package com.pharmaerp.api.platform.users;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The one write allowed without {@code X-Acting-User}, while the tenant has no user yet: creating its first admin. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface TenantBootstrap {
}
