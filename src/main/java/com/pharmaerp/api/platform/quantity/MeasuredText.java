package com.pharmaerp.api.platform.quantity;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;

/**
 * A measured value or limit (a batch step's, docs/guide/production.md): a decimal string, or a JSON number taken as
 * the exact text it was sent as, so 12.50 is compared as the decimal 12.50 and never passes through a float.
 * Whether the text is a decimal is the field's pattern to say.
 */
public class MeasuredText extends StdDeserializer<String> {

    /** An optional sign, up to twelve digits before the point and six after. */
    public static final String PATTERN = "-?(0|[1-9][0-9]{0,11})(\\.[0-9]{1,6})?";
    public static final String MESSAGE = "must be a decimal such as \"12.5\" or -3 (up to 12 digits before the point and 6 after)";

    public MeasuredText() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.currentToken().isNumeric()) {
            return parser.getText();
        }
        return context.readValue(parser, String.class);
    }
}
