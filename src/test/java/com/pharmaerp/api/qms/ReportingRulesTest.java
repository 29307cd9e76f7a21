package com.pharmaerp.api.qms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.qms.domain.ComplaintCategory;
import com.pharmaerp.api.qms.domain.ReportingRules;

/** The reporting rules: first match wins; working days skip Saturday and Sunday. */
class ReportingRulesTest {

    private static final ReportingRules DEFAULTS = ReportingRules.parse(List.of("US:quality_defect:3:working",
            "*:suspected_falsification:1:calendar", "*:*:15:calendar"));
    private static final LocalDate THURSDAY = LocalDate.parse("2027-01-07");
    private static final LocalDate FRIDAY = LocalDate.parse("2027-01-08");

    @Test
    void aUsQualityDefectKnownOnAFridayIsDueTheNextWednesday() {
        assertThat(DEFAULTS.dueOn(FRIDAY, "US", ComplaintCategory.QUALITY_DEFECT)).isEqualTo(LocalDate.parse("2027-01-13"));
    }

    @Test
    void aUsQualityDefectKnownOnAThursdayIsDueTheNextTuesday() {
        assertThat(DEFAULTS.dueOn(THURSDAY, "US", ComplaintCategory.QUALITY_DEFECT)).isEqualTo(LocalDate.parse("2027-01-12"));
    }

    @Test
    void aSuspectedFalsificationIsDueTheNextCalendarDayInAnyCountry() {
        assertThat(DEFAULTS.dueOn(FRIDAY, "DE", ComplaintCategory.SUSPECTED_FALSIFICATION)).isEqualTo(FRIDAY.plusDays(1));
        assertThat(DEFAULTS.dueOn(FRIDAY, "US", ComplaintCategory.SUSPECTED_FALSIFICATION)).isEqualTo(FRIDAY.plusDays(1));
    }

    @Test
    void anythingElseIsDueInFifteenCalendarDays() {
        assertThat(DEFAULTS.dueOn(FRIDAY, "DE", ComplaintCategory.QUALITY_DEFECT)).isEqualTo(FRIDAY.plusDays(15));
        assertThat(DEFAULTS.dueOn(FRIDAY, "US", ComplaintCategory.PACKAGING)).isEqualTo(FRIDAY.plusDays(15));
    }

    @Test
    void aRuleNotInTheFormStopsTheStart() {
        assertThatThrownBy(() -> ReportingRules.parse(List.of("US:quality_defect:three:working", "*:*:15:calendar")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rulesWithoutACatchAllStopTheStart() {
        assertThatThrownBy(() -> ReportingRules.parse(List.of("US:quality_defect:3:working")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
