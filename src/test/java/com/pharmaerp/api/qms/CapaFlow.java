package com.pharmaerp.api.qms;

import static com.pharmaerp.api.testsupport.Api.withKey;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.pharmaerp.api.testsupport.GmpFlow;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;

/**
 * CAPAs over HTTP on the people of a {@link GmpFlow}: its QA opens them and a second QA closes them,
 * its QC analyst owns them, its supervisor and clerk stand by; and the steps that build one.
 */
final class CapaFlow {

    final GmpFlow gmp;
    final String key;
    final String qa;
    final String otherQa;
    final String supervisor;
    final String owner;
    final String clerk;

    CapaFlow(String key) {
        this(new GmpFlow(key));
    }

    CapaFlow(GmpFlow gmp) {
        this.gmp = gmp;
        key = gmp.key;
        qa = gmp.qa;
        otherQa = gmp.person("qa");
        supervisor = gmp.supervisor;
        owner = gmp.analyst;
        clerk = gmp.clerk;
    }

    RequestSpecification as(String user) {
        return gmp.as(user);
    }

    Map<String, Object> signature(String user, String meaning) {
        return gmp.signature(user, meaning);
    }

    /** A new open deviation of the tenant; its id. */
    String deviation(String description) {
        return as(clerk).body(Map.of("description", description, "references", List.of())).post("/v1/deviations").then()
                .statusCode(201).extract().path("id");
    }

    Response open(List<Map<String, Object>> sources) {
        return as(qa).body(Map.of("title", "Granulator seal failures", "description", "Seals wear before the interval.",
                "ownerId", owner, "sources", sources)).post("/v1/capas");
    }

    static Map<String, Object> source(String type, String id) {
        return Map.of("type", type, "id", id);
    }

    /** An open CAPA on a new deviation; its id. */
    String openCapa() {
        Response opened = open(List.of(source("deviation", deviation("Seal worn on granulator G-2"))));
        opened.then().statusCode(201);
        return opened.path("id");
    }

    JsonPath read(String capa) {
        return withKey(key).get("/v1/capas/" + capa).then().statusCode(200).extract().jsonPath();
    }

    String etag(String capa) {
        return "\"" + read(capa).getInt("version") + "\"";
    }

    Response addAction(String capa, String kind, String actionOwner, LocalDate dueOn) {
        return as(qa).body(Map.of("kind", kind, "description", "Replace the seal supplier", "ownerId", actionOwner,
                "dueOn", dueOn.toString())).post("/v1/capas/" + capa + "/actions");
    }

    /** A corrective action owned by the CAPA's owner; its id. */
    String action(String capa, LocalDate dueOn) {
        return addAction(capa, "corrective", owner, dueOn).then().statusCode(201).extract().path("id");
    }

    Response complete(String capa, String action, String user) {
        return as(user).body(Map.of("evidence", "New supplier qualified", "fileIds", List.of()))
                .post("/v1/capas/" + capa + "/actions/" + action + "/complete");
    }

    Response implement(String capa, String user) {
        return as(user).header("If-Match", etag(capa)).body(Map.of("signature", signature(user, "approval")))
                .post("/v1/capas/" + capa + "/implement");
    }

    /** An open CAPA with one corrective action done. */
    String readyToImplement() {
        String capa = openCapa();
        complete(capa, action(capa, LocalDate.now().plusYears(5)), owner).then().statusCode(200);
        return capa;
    }

    Response defineCheck(String capa, List<String> types, Map<String, Object> match, int maxCount, int windowDays) {
        return as(qa).header("If-Match", etag(capa)).body(Map.of("criterion", Map.of("eventTypes", types, "match", match,
                "maxCount", maxCount), "windowDays", windowDays)).post("/v1/capas/" + capa + "/effectiveness-check");
    }

    Response evaluate(String capa) {
        return as(qa).post("/v1/capas/" + capa + "/effectiveness-check/evaluate");
    }

    Response close(String capa, String verdict, String followUp) {
        Map<String, Object> body = new HashMap<>(Map.of("verdict", verdict, "signature", signature(otherQa, "approval")));
        if (followUp != null) {
            body.put("followUpCapaId", followUp);
        }
        return as(otherQa).header("If-Match", etag(capa)).body(body).post("/v1/capas/" + capa + "/close");
    }
}
