package com.pharmaerp.api.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;

/** Request builders shared by the HTTP tests. */
public final class Api {

    public static final String PROBLEM_JSON = "application/problem+json";
    /** The Authorization header line of the active test key, for raw HTTP requests. */
    public static final String RAW_AUTHORIZATION = "Authorization: Bearer " + TestKeys.ACTIVE + "\r\n";

    private Api() {
    }

    public static RequestSpecification withKey(String key) {
        return given().header("Authorization", "Bearer " + key);
    }

    /** A write by the key's tenant's admin, as every write names its acting user. */
    public static RequestSpecification asAdmin(String key) {
        return withKey(key).header("X-Acting-User", TestUsers.adminOf(key));
    }

    public static RequestSpecification authorised() {
        return withKey(TestKeys.ACTIVE);
    }
}
