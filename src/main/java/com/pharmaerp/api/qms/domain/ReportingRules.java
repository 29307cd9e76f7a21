package com.pharmaerp.api.qms.domain;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How many days a reportable complaint leaves until its report to the authority is due, by the
 * complaint's country and category: the first rule that matches decides. A rule reads
 * {@code country:category:days:working|calendar}, {@code *} for any country or category; working
 * days run Monday to Friday. The last rule must match everything, so every complaint has a due date.
 */
public final class ReportingRules {

    /** @param country null for any; @param category null for any */
    public record Rule(String country, ComplaintCategory category, int days, boolean workingDays) {

        boolean matches(String complaintCountry, ComplaintCategory complaintCategory) {
            return (country == null || country.equals(complaintCountry))
                    && (category == null || category == complaintCategory);
        }
    }

    private static final String ANY = "*";

    private final List<Rule> rules;

    private ReportingRules(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** @throws IllegalArgumentException for a rule not in the form, or a last rule that does not match everything */
    public static ReportingRules parse(List<String> specs) {
        List<Rule> rules = new ArrayList<>();
        for (String spec : specs) {
            String[] parts = spec.strip().split(":");
            if (parts.length != 4 || !parts[3].matches("working|calendar") || !parts[2].matches("[0-9]{1,3}")) {
                throw new IllegalArgumentException("erp.complaints.reporting-days: \"" + spec
                        + "\" is not country:category:days:working|calendar");
            }
            rules.add(new Rule(ANY.equals(parts[0]) ? null : parts[0].toUpperCase(Locale.ROOT),
                    ANY.equals(parts[1]) ? null : ComplaintCategory.of(parts[1]), Integer.parseInt(parts[2]),
                    "working".equals(parts[3])));
        }
        if (rules.isEmpty() || rules.get(rules.size() - 1).country() != null || rules.get(rules.size() - 1).category() != null) {
            throw new IllegalArgumentException("erp.complaints.reporting-days: the last rule must be *:*:days:…");
        }
        return new ReportingRules(rules);
    }

    /** The day the report is due: the date of awareness plus the first matching rule's days. */
    public LocalDate dueOn(LocalDate awareOn, String country, ComplaintCategory category) {
        Rule rule = rules.stream().filter(r -> r.matches(country, category)).findFirst().orElseThrow();
        return rule.workingDays() ? plusWorkingDays(awareOn, rule.days()) : awareOn.plusDays(rule.days());
    }

    /** The day so many working days (Monday to Friday) after the given one. */
    static LocalDate plusWorkingDays(LocalDate from, int days) {
        LocalDate day = from;
        int left = days;
        while (left > 0) {
            day = day.plusDays(1);
            if (day.getDayOfWeek() != DayOfWeek.SATURDAY && day.getDayOfWeek() != DayOfWeek.SUNDAY) {
                left--;
            }
        }
        return day;
    }
}
