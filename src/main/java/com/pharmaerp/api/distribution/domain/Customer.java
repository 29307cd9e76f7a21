package com.pharmaerp.api.distribution.domain;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.platform.audit.Change;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.persistence.States;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.Signature;

/**
 * A customer medicinal products are shipped to (EU GDP chapter 5.2): its licence, and QA's
 * qualification. Approval is QA's judgement and does not test the licence date; shipping does.
 */
public final class Customer {

    public static final String ID_PREFIX = "cus";
    public static final String NOUN = "customer";
    /** The licence QA qualified the customer on: changing it once approved needs a reason. */
    public static final Set<String> LICENSE_FIELDS = Set.of("licenseNumber", "licenseExpiresOn");

    private final String id;
    private final Instant createdAt;
    private int version;
    private Instant updatedAt;
    private CustomerData data;
    private CustomerStatus status;
    private Signature approval;
    private Signature suspension;

    private Customer(String id, int version, Instant createdAt, Instant updatedAt, CustomerData data, CustomerStatus status,
            Signature approval, Signature suspension) {
        this.id = id;
        this.version = version;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
        this.data = data;
        this.status = status;
        this.approval = approval;
        this.suspension = suspension;
    }

    /** A new customer, pending QA's approval, at version 1. */
    public static Customer create(String id, CustomerData data, Instant now) {
        return new Customer(id, 1, now, now, data, CustomerStatus.PENDING, null, null);
    }

    /** A customer as it was stored. */
    public static Customer rehydrate(String id, int version, Instant createdAt, Instant updatedAt, CustomerData data,
            CustomerStatus status, Signature approval, Signature suspension) {
        return new Customer(id, version, createdAt, updatedAt, data, status, approval, suspension);
    }

    public CustomerEvent.Created created() {
        return new CustomerEvent.Created(id, state());
    }

    public String id() {
        return id;
    }

    public int version() {
        return version;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public CustomerData data() {
        return data;
    }

    public String code() {
        return data.code();
    }

    public String name() {
        return data.name();
    }

    public String country() {
        return data.country();
    }

    public CustomerStatus status() {
        return status;
    }

    public Signature approval() {
        return approval;
    }

    public Signature suspension() {
        return suspension;
    }

    /** The fields a change to {@code next} would change, as the audit trail names them. */
    public List<Change> changesTo(CustomerData next) {
        return DomainEvent.of(new CustomerEvent.Updated(id, state(), stateWith(next), null)).changes();
    }

    /** Whether a change of its licence must say why: QA qualified it on that licence. */
    public boolean licenseChangeNeedsReason() {
        return status == CustomerStatus.APPROVED;
    }

    /** @return the event, or null when nothing changes */
    public CustomerEvent.Updated change(CustomerData next, String reason, Instant now) {
        CustomerEvent.State before = state();
        if (before.equals(stateWith(next))) {
            return null;
        }
        data = next;
        touched(now);
        return new CustomerEvent.Updated(id, before, state(), reason);
    }

    /** QA qualifies a pending or suspended customer. */
    public CustomerEvent.Approved approve(Signature signature, Instant now) {
        States.allow(status, "Customer " + code(), "only a pending or suspended customer is approved",
                CustomerStatus.PENDING, CustomerStatus.SUSPENDED);
        CustomerEvent.State before = state();
        status = CustomerStatus.APPROVED;
        approval = signature;
        touched(now);
        return new CustomerEvent.Approved(id, before, state(), signature.reason());
    }

    /** QA suspends an approved customer: nothing ships to it until approved again. */
    public CustomerEvent.Suspended suspend(Signature signature, Instant now) {
        States.allow(status, "Customer " + code(), "only an approved customer is suspended", CustomerStatus.APPROVED);
        CustomerEvent.State before = state();
        status = CustomerStatus.SUSPENDED;
        suspension = signature;
        touched(now);
        return new CustomerEvent.Suspended(id, before, state(), signature.reason());
    }

    /**
     * What shipping checks of the customer, in this order.
     *
     * @throws Refusal customer_not_approved; customer_license_expired when the licence expired before
     *         the business date (it is valid through its expiry date)
     */
    public void requireShippable(LocalDate today) {
        if (status != CustomerStatus.APPROVED) {
            throw new Refusal(DistributionProblem.CUSTOMER_NOT_APPROVED, "Customer " + code() + " is " + status.id()
                    + "; medicinal products ship only to a customer QA approved.");
        }
        if (today.isAfter(data.licenseExpiresOn())) {
            throw new Refusal(DistributionProblem.CUSTOMER_LICENSE_EXPIRED, "The licence " + data.licenseNumber()
                    + " of customer " + code() + " expired on " + data.licenseExpiresOn()
                    + "; record the renewed licence first.");
        }
    }

    private void touched(Instant now) {
        version++;
        updatedAt = now;
    }

    private CustomerEvent.State state() {
        return stateWith(data);
    }

    private CustomerEvent.State stateWith(CustomerData next) {
        return new CustomerEvent.State(next.code(), next.name(), next.country(), next.licenseNumber(),
                next.licenseExpiresOn(), status.id(), approval, suspension);
    }
}
