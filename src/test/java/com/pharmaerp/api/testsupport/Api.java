package com.pharmaerp.api.testsupport;

import static io.restassured.RestAssured.given;

import io.restassured.specification.RequestSpecification;

/** Request builders shared by the HTTP tests. */
public final class Api {

    public static final String PROBLEM_JSON = "application/problem+json";

    private Api() {
    }

    public static RequestSpecification withKey(String key) {
        return given().header("Authorization", "Bearer " + key);
    }

    public static RequestSpecification authorised() {
        return withKey(TestKeys.ACTIVE);
    }
}
