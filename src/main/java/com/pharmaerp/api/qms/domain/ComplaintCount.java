package com.pharmaerp.api.qms.domain;

/** How many complaints of one category were received in one month. @param month e.g. {@code 2027-01} */
public record ComplaintCount(String month, ComplaintCategory category, long count) {
}
