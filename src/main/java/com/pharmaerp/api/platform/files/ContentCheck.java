package com.pharmaerp.api.platform.files;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Whether an upload's bytes are what its type says, chunk by chunk as they arrive: the signature of a
 * binary type in the first chunk; for text, UTF-8 throughout with no NUL (a character split between
 * two chunks is carried over).
 */
final class ContentCheck {

    private final String type;
    private final CharsetDecoder decoder;
    private final CharBuffer decoded;
    private final byte[] carried = new byte[4];
    private int carriedLength;
    private boolean first = true;

    ContentCheck(String type) {
        this.type = type;
        boolean text = FileRules.isText(type);
        this.decoder = text ? StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT) : null;
        this.decoded = text ? CharBuffer.allocate(8192) : null;
    }

    /** @return false as soon as the bytes are not the type's */
    boolean accepts(byte[] chunk, int length) {
        if (first) {
            first = false;
            if (!FileRules.beginsAsItsType(type, chunk, length)) {
                return false;
            }
        }
        if (decoder == null) {
            return true;
        }
        for (int i = 0; i < length; i++) {
            if (chunk[i] == 0) {
                return false;
            }
        }
        int start = 0;
        if (carriedLength > 0) {
            // Complete the character split across chunks on its own, then decode the rest in place.
            int needed = Math.min(length, carried.length - carriedLength);
            System.arraycopy(chunk, 0, carried, carriedLength, needed);
            ByteBuffer joined = ByteBuffer.wrap(carried, 0, carriedLength + needed);
            if (!decode(joined, false)) {
                return false;
            }
            int consumedFromChunk = joined.position() - carriedLength;
            if (consumedFromChunk <= 0) {
                carriedLength += needed; // still incomplete: the chunk was shorter than the character
                return carriedLength < carried.length;
            }
            carriedLength = 0;
            start = consumedFromChunk;
        }
        ByteBuffer in = ByteBuffer.wrap(chunk, start, length - start);
        if (!decode(in, false)) {
            return false;
        }
        carriedLength = in.remaining();
        in.get(carried, 0, carriedLength);
        return true;
    }

    /** @return false when the bytes ended inside a character */
    boolean acceptsEnd() {
        if (decoder == null) {
            return true;
        }
        return decode(ByteBuffer.wrap(carried, 0, carriedLength), true) && !decoder.flush(decoded.clear()).isError();
    }

    private boolean decode(ByteBuffer in, boolean end) {
        while (true) {
            CoderResult result = decoder.decode(in, decoded.clear(), end);
            if (result.isError()) {
                return false;
            }
            if (result.isUnderflow()) {
                return !end || !in.hasRemaining();
            }
        }
    }
}
