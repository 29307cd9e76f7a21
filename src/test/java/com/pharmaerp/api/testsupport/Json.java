package com.pharmaerp.api.testsupport;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.restassured.response.ResponseBodyData;

/**
 * A value of a JSON answer, read with Jackson. REST Assured's {@code path} compiles a Groovy script on every call,
 * which took a large share of the suite's CPU in the shared flows that read the ids of what they make.
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)(?:\\[(\\d+)])?");

    private Json() {
    }

    /**
     * The value at a path of fields and list indexes ({@code "lines[0].lotId"}): a String, Integer, Long, Boolean, List
     * or Map as REST Assured's {@code path} gives it, a decimal as a Double (where REST Assured gives a Float); null
     * when the answer has no such value.
     */
    @SuppressWarnings("unchecked")
    public static <T> T at(ResponseBodyData answer, String path) {
        JsonNode node = read(answer.asString());
        for (String step : path.split("\\.")) {
            Matcher matcher = STEP.matcher(step);
            if (!matcher.matches()) {
                throw new IllegalArgumentException("not a path of fields and list indexes: " + path);
            }
            node = node.path(matcher.group(1));
            if (matcher.group(2) != null) {
                node = node.path(Integer.parseInt(matcher.group(2)));
            }
        }
        return node.isMissingNode() || node.isNull() ? null : (T) MAPPER.convertValue(node, Object.class);
    }

    private static JsonNode read(String body) {
        try {
            return MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not a JSON answer: " + body, e);
        }
    }
}
