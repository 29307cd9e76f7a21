package com.pharmaerp.api.qms.service;

import java.util.List;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** {@code erp.complaints.*}: how long a reportable complaint leaves until its report to the authority is due. */
@ConfigMapping(prefix = "erp.complaints")
public interface ComplaintSettings {

    /**
     * The reporting rules, first match wins, each {@code country:category:days:working|calendar} ({@code *} for
     * any); the last must be {@code *:*:…}. Default: a US quality defect 3 working days (21 CFR 314.81(b)(1)
     * field alert), a suspected falsification anywhere 1 day, anything else 15 calendar days.
     */
    @WithDefault("US:quality_defect:3:working,*:suspected_falsification:1:calendar,*:*:15:calendar")
    List<String> reportingDays();
}
