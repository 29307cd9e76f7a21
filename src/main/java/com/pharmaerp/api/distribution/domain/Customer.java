package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Recorded;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.distribution.DistributionProblem;

/**
 * A customer medicinal products are shipped to (EU GDP chapter 5.2): its licence, and QA's
 * qualification. Approval is QA's judgement and does not test the licence date; shipping does.
 */
public final class Customer {

    public static final String ID_PREFIX = "cus";
    public static final String NOUN = "customer";
    /** The licence QA qualified the customer on: changing it once approved needs a reason. */
    public static final Set<String> LICENSE_FIELDS = Set.of("licenseNumber", "licenseExpiresOn");

    public String id;
    public int version;
    public Instant createdAt;
    public Instant updatedAt;
    public String code;
    public String name;
    public String country;
    public String licenseNumber;
    public LocalDate licenseExpiresOn;
    public String status = CustomerStatus.PENDING.id();
    public Signature approval;
    public Signature suspension;

    /** A new customer, pending QA's approval, at version 1. */
    public static Customer create(String id, CustomerData data, Instant now) {
        Customer customer = new Customer();
        customer.id = id;
        customer.version = 1;
        customer.createdAt = now;
        customer.updatedAt = now;
        customer.apply(data);
        return customer;
    }

    public DomainEvent created() {
        return DomainEvent.created(NOUN, id, recorded(), null);
    }

    public CustomerStatus status() {
        return CustomerStatus.valueOf(status.toUpperCase(Locale.ROOT));
    }

    public CustomerData data() {
        return new CustomerData(code, name, country, licenseNumber, licenseExpiresOn);
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(CustomerData next) {
        CustomerData current = data();
        JsonNode before = recorded();
        apply(next);
        JsonNode after = recorded();
        apply(current);
        return Change.between(before, after);
    }

    /** Whether a change of its licence must say why: QA qualified it on that licence. */
    public boolean licenseChangeNeedsReason() {
        return status() == CustomerStatus.APPROVED;
    }

    /** @return the event, or null when nothing changes */
    public DomainEvent change(CustomerData next, String reason, Instant now) {
        List<Change> changes = changesTo(next);
        if (changes.isEmpty()) {
            return null;
        }
        apply(next);
        touched(now);
        return new DomainEvent(NOUN + ".updated", NOUN, id, changes, reason);
    }

    /** QA qualifies a pending or suspended customer. */
    public DomainEvent approve(Signature signature, Instant now) {
        States.require(status(), "Customer " + code, "only a pending or suspended customer is approved",
                CustomerStatus.PENDING, CustomerStatus.SUSPENDED);
        JsonNode before = recorded();
        status = CustomerStatus.APPROVED.id();
        approval = signature;
        touched(now);
        return DomainEvent.changed(NOUN + ".approved", NOUN, id, before, recorded(), signature.reason());
    }

    /** QA suspends an approved customer: nothing ships to it until approved again. */
    public DomainEvent suspend(Signature signature, Instant now) {
        States.require(status(), "Customer " + code, "only an approved customer is suspended", CustomerStatus.APPROVED);
        JsonNode before = recorded();
        status = CustomerStatus.SUSPENDED.id();
        suspension = signature;
        touched(now);
        return DomainEvent.changed(NOUN + ".suspended", NOUN, id, before, recorded(), signature.reason());
    }

    /**
     * What shipping checks of the customer, in this order.
     *
     * @throws ProblemException 409 customer_not_approved; 409 customer_license_expired when the
     *         licence expired before the business date (it is valid through its expiry date)
     */
    public void requireShippable(LocalDate today) {
        if (status() != CustomerStatus.APPROVED) {
            throw new ProblemException(DistributionProblem.CUSTOMER_NOT_APPROVED, "Customer " + code + " is " + status
                    + "; medicinal products ship only to a customer QA approved.");
        }
        if (today.isAfter(licenseExpiresOn)) {
            throw new ProblemException(DistributionProblem.CUSTOMER_LICENSE_EXPIRED, "The licence " + licenseNumber
                    + " of customer " + code + " expired on " + licenseExpiresOn + "; record the renewed licence first.");
        }
    }

    private void apply(CustomerData data) {
        code = data.code();
        name = data.name();
        country = data.country();
        licenseNumber = data.licenseNumber();
        licenseExpiresOn = data.licenseExpiresOn();
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private JsonNode recorded() {
        return Recorded.of("code", code, "name", name, "country", country, "licenseNumber", licenseNumber,
                "licenseExpiresOn", licenseExpiresOn, "status", status, "approval", approval, "suspension", suspension);
    }
}
