package com.pharmaerp.archfixture.warehouse.domain;

import java.util.List;

import com.pharmaerp.archfixture.platform.audit.Recorded;

/** Breaks "nothing uses Recorded": its audited state is a map of names and values. */
public class RecordsByName {

    public List<Object> recorded() {
        return Recorded.of("status", "released");
    }
}
