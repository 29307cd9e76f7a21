package com.pharmaerp.api.platform.files.api;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.pharmaerp.api.platform.files.FilesProblem;
import com.pharmaerp.api.platform.problem.ProblemException;

/** The bytes a download sends: all of them, or the one range a {@code Range} header asks for. */
record ByteRange(long from, long to, boolean partial) {

    private static final Pattern ONE_RANGE = Pattern.compile("bytes=(\\d{0,18})-(\\d{0,18})");

    long length() {
        return to - from + 1;
    }

    /**
     * @param header the Range header, or null for the whole file
     * @throws ProblemException 416 for several ranges, a reversed or malformed one, or one beyond the end
     */
    static ByteRange of(String header, long size) {
        if (header == null) {
            return new ByteRange(0, size - 1, false);
        }
        Matcher range = ONE_RANGE.matcher(header.strip());
        if (!range.matches() || (range.group(1).isEmpty() && range.group(2).isEmpty())) {
            throw unsatisfiable(size, "one range, bytes=first-last (first- or -suffix length), is served");
        }
        long from;
        long to;
        if (range.group(1).isEmpty()) { // the last n bytes
            long suffix = Long.parseLong(range.group(2));
            if (suffix == 0) {
                throw unsatisfiable(size, "an empty suffix range selects nothing");
            }
            from = Math.max(0, size - suffix);
            to = size - 1;
        } else {
            from = Long.parseLong(range.group(1));
            to = range.group(2).isEmpty() ? size - 1 : Math.min(Long.parseLong(range.group(2)), size - 1);
            if (range.group(2).length() > 0 && Long.parseLong(range.group(2)) < from) {
                throw unsatisfiable(size, "the range ends before it begins");
            }
            if (from >= size) {
                throw unsatisfiable(size, "the range begins beyond the file's " + size + " bytes");
            }
        }
        return new ByteRange(from, to, true);
    }

    private static ProblemException unsatisfiable(long size, String why) {
        return new ProblemException(FilesProblem.RANGE_NOT_SATISFIABLE, "The Range cannot be served: " + why + ".",
                Map.of("Content-Range", "bytes */" + size));
    }
}
