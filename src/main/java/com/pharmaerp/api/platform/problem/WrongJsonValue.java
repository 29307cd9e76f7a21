package com.pharmaerp.api.platform.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * A JSON value of the wrong type or shape, refused by one of our readers with a message written for
 * the caller (e.g. a quantity's value sent as a number). Jackson's own mismatch messages name Java
 * types, so only these reach the problem's {@code errors}.
 */
public final class WrongJsonValue extends MismatchedInputException {

    private WrongJsonValue(JsonParser parser, String message, Class<?> target) {
        super(parser, message, target);
    }

    /** @param message what the field must be, e.g. {@code must be a decimal string such as "12.5"} */
    public static WrongJsonValue of(JsonParser parser, Class<?> target, String message) {
        return new WrongJsonValue(parser, message, target);
    }
}
