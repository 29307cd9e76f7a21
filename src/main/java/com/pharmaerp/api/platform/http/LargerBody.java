package com.pharmaerp.api.platform.http;

import io.vertx.core.http.HttpServerRequest;

/**
 * A route that takes a larger body than the public port's limit (a file upload). Its owner declares it
 * as a bean; every other request keeps {@code erp.limits.max-body-bytes}.
 */
public interface LargerBody {

    /** @return the largest body this request may have, or -1 when it is not this route's */
    long maxBodyBytes(HttpServerRequest request);
}
