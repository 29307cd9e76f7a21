package com.pharmaerp.api.testsupport;

import static com.pharmaerp.api.testsupport.Api.withKey;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import io.restassured.response.Response;

/** The admin of each test key's tenant, created over HTTP as a new tenant would (bootstrap) the first time it is needed. */
public final class TestUsers {

    public static final String ADMIN_USERNAME = "admin";
    public static final String ADMIN_PASSWORD = "correct horse battery staple";
    private static final Map<String, String> ADMINS = new ConcurrentHashMap<>();

    private TestUsers() {
    }

    /** The password of every user {@link #create} makes. */
    public static final String PASSWORD = "a long enough secret";

    /** A new user of the key's tenant, made by its admin; returns the id. */
    public static String create(String key, String username, List<String> roles) {
        return create(key, username, "Anna Meyer", roles);
    }

    /** A new user of the key's tenant with that printed name, made by its admin; returns the id. */
    public static String create(String key, String username, String printedName, List<String> roles) {
        return Json.at(Api.asAdmin(key).contentType("application/json").body(Map.of("username", username, "printedName",
                printedName, "roles", roles, "password", PASSWORD)).post("/v1/users").then().statusCode(201)
                .extract(), "id");
    }

    /**
     * The id of the admin of the key's tenant. Checked on every use: an integration test class may
     * run against a service with a database of its own, where a remembered id means nothing.
     */
    public static String adminOf(String key) {
        String known = ADMINS.get(key);
        if (known != null && withKey(key).get("/v1/users/" + known).statusCode() == 200) {
            return known;
        }
        String admin = bootstrapOrFind(key);
        ADMINS.put(key, admin);
        return admin;
    }

    private static String bootstrapOrFind(String key) {
        Response created = withKey(key).contentType("application/json").body(Map.of("username", ADMIN_USERNAME,
                "printedName", "Test Admin", "roles", List.of("admin"), "password", ADMIN_PASSWORD)).post("/v1/users");
        if (created.statusCode() == 201) {
            return Json.at(created, "id");
        }
        // The tenant has users already (another key of it, or an earlier test class in this JVM made them).
        List<Map<String, Object>> users = Json.at(withKey(key).queryParam("limit", 200).get("/v1/users"), "items");
        return users.stream().filter(user -> ADMIN_USERNAME.equals(user.get("username"))).map(user -> (String) user.get("id"))
                .findFirst().orElseThrow(() -> new IllegalStateException("no admin for the key's tenant: "
                        + created.statusCode() + " " + created.asString()));
    }
}
