package com.pharmaerp.api.platform.users;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.persistence.IsoInstants;
import com.pharmaerp.api.platform.persistence.StoredJson;

/**
 * A signature's stored form read field by field. Every signed record of a list page carries up to
 * four, and a profile of the lot list showed the mapper's record creator costing more than the
 * parse itself. A field this version does not know is skipped, so a pod still on the previous
 * version reads what a newer one stored during a rolling upgrade; the nested lists go to the
 * stored mapper.
 */
final class StoredSignatures {

    private static final TypeReference<List<Qualification>> QUALIFICATIONS = new TypeReference<>() {
    };
    private static final TypeReference<List<Attachment.Evidence>> EVIDENCE = new TypeReference<>() {
    };

    private StoredSignatures() {
    }

    static Signature read(String json) {
        try (JsonParser parser = StoredJson.parser(json)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalStateException("a stored Signature is not a JSON object");
            }
            String userId = null;
            String printedName = null;
            String meaning = null;
            String reason = null;
            Instant signedAt = null;
            int version = 0;
            List<Qualification> qualifications = null;
            List<Attachment.Evidence> attachments = null;
            for (String field = parser.nextFieldName(); field != null; field = parser.nextFieldName()) {
                parser.nextToken();
                switch (field) {
                    case "userId" -> userId = parser.getValueAsString();
                    case "printedName" -> printedName = parser.getValueAsString();
                    case "meaning" -> meaning = parser.getValueAsString();
                    case "reason" -> reason = parser.getValueAsString();
                    case "signedAt" -> signedAt = instant(parser.getValueAsString());
                    case "version" -> version = parser.getValueAsInt();
                    case "qualifications" -> qualifications = parser.readValueAs(QUALIFICATIONS);
                    case "attachments" -> attachments = parser.readValueAs(EVIDENCE);
                    default -> parser.skipChildren();
                }
            }
            return new Signature(userId, printedName, meaning, reason, signedAt, version, qualifications, attachments);
        } catch (IOException e) {
            throw new IllegalStateException("a stored Signature is not JSON", e);
        }
    }

    private static Instant instant(String text) {
        if (text == null) {
            return null;
        }
        Instant read = IsoInstants.parse(text);
        return read != null ? read : Instant.parse(text);
    }
}
