package com.pharmaerp.api.platform.files;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What an upload must be: a name that is only a name, a type from the allow-list, and bytes that
 * begin the way that type begins. Checked while the bytes stream in (see {@link ContentCheck}).
 */
public final class FileRules {

    public static final int MAX_FILENAME_LENGTH = 255;

    /** The accepted types, in the order the 415 names them. */
    public static final List<String> TYPES = List.of("application/pdf", "image/png", "image/jpeg", "image/tiff", "text/plain",
            "text/csv", "application/json", "application/xml");

    private static final byte[] PDF = { '%', 'P', 'D', 'F', '-' };
    private static final byte[] PNG = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    private static final byte[] JPEG = { (byte) 0xFF, (byte) 0xD8, (byte) 0xFF };
    private static final byte[] TIFF_LITTLE = { 'I', 'I', '*', 0 };
    private static final byte[] TIFF_BIG = { 'M', 'M', 0, '*' };

    private FileRules() {
    }

    /** @return why the name is refused, or null when it is a plain file name */
    public static String filenameRefusal(String filename) {
        if (filename == null || filename.isEmpty()) {
            return "is required: the file's name, e.g. coa-4711.pdf";
        }
        if (filename.codePointCount(0, filename.length()) > MAX_FILENAME_LENGTH) {
            return "must have at most " + MAX_FILENAME_LENGTH + " characters";
        }
        if (filename.equals(".") || filename.equals("..")) {
            return "must be a file name, not . or ..";
        }
        if (filename.chars().anyMatch(c -> c == '/' || c == '\\' || Character.getType(c) == Character.CONTROL)) {
            return "must not contain /, \\ or control characters";
        }
        return null;
    }

    /** The allow-listed type a Content-Type names (parameters and case aside), or null when it is not one. */
    public static String acceptedType(String contentType) {
        if (contentType == null) {
            return null;
        }
        int parameters = contentType.indexOf(';');
        String type = (parameters < 0 ? contentType : contentType.substring(0, parameters)).strip().toLowerCase(Locale.ROOT);
        return TYPES.contains(type) ? type : null;
    }

    /** Whether the type is text, whose bytes must be UTF-8 without NUL. */
    public static boolean isText(String type) {
        return type.startsWith("text/") || type.equals("application/json") || type.equals("application/xml");
    }

    /** Whether the first bytes of a file are what the (accepted, binary) type begins with. */
    public static boolean beginsAsItsType(String type, byte[] first, int length) {
        return switch (type) {
            case "application/pdf" -> startsWith(first, length, PDF);
            case "image/png" -> startsWith(first, length, PNG);
            case "image/jpeg" -> startsWith(first, length, JPEG);
            case "image/tiff" -> startsWith(first, length, TIFF_LITTLE) || startsWith(first, length, TIFF_BIG);
            default -> true;
        };
    }

    private static boolean startsWith(byte[] bytes, int length, byte[] prefix) {
        return length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }
}
