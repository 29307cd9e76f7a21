package com.pharmaerp.api.platform.quantity;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.pharmaerp.api.platform.problem.WrongJsonValue;

/**
 * A quantity's value: a JSON number is refused saying that a decimal string is expected (a client
 * sending numbers has to learn the rule, not that the field is "of the wrong type"); text is read
 * as every text field is.
 */
public class DecimalText extends StdDeserializer<String> {

    public DecimalText() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.currentToken().isNumeric()) {
            throw WrongJsonValue.of(parser, String.class, "must be a decimal string such as \"12.5\", not a JSON number");
        }
        return context.readValue(parser, String.class);
    }
}
