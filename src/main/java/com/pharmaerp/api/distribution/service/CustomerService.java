package com.pharmaerp.api.distribution.service;

import java.time.Instant;
import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.distribution.DistributionRoles;
import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.CustomerData;
import com.pharmaerp.api.distribution.domain.CustomerEvent;
import com.pharmaerp.api.distribution.repository.CustomerRepository;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.BodyValidator;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.Signature;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.users.SignedRequest;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;

import io.smallrye.mutiny.Uni;

/** Customers of a tenant: the clerk or a supervisor keeps their data, QA approves and suspends them with a signature. */
@ApplicationScoped
public class CustomerService {

    private final CustomerRepository customers;
    private final ActingUser actingUser;
    private final SignedActions signed;
    private final BodyValidator bodies;

    public CustomerService(CustomerRepository customers, ActingUser actingUser, SignedActions signed, BodyValidator bodies) {
        this.customers = customers;
        this.actingUser = actingUser;
        this.signed = signed;
        this.bodies = bodies;
    }

    /** The role, then 409 customer_code_taken. */
    public Uni<Customer> create(UnitOfWork work, CustomerData data) {
        actingUser.requireRole(DistributionRoles.CUSTOMER_DATA);
        return refuseTakenCode(work, data.code(), "").chain(() -> {
            Customer customer = Customer.create(Ids.next(Customer.ID_PREFIX), data, work.now());
            work.record(customer.created());
            return customers.insert(work, customer).replaceWith(customer);
        });
    }

    /** The customer of the tenant; 404 when there is none. */
    public Uni<Customer> get(UnitOfWork work, String id) {
        return Found.require(Customer.ID_PREFIX, id, Customer.NOUN, () -> customers.find(work, id));
    }

    public Uni<Page<Customer>> list(UnitOfWork work, Cursor after, int limit) {
        return customers.page(work, ListQuery.of(work.tenantId()), after, limit)
                .map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt(), c.id()), c -> c));
    }

    /**
     * A merge patch of the customer: 404; the patch applied to its data and valid (422); a reason for
     * an approved customer's licence (422 reason_required); the role (403); If-Match (428/412); then
     * 409 customer_code_taken.
     *
     * @param patched the customer's data with the patch applied
     */
    public Uni<Customer> change(UnitOfWork work, String id, Patch patch, UnaryOperator<CustomerData> patched) {
        return get(work, id).chain(customer -> {
            CustomerData next = patched.apply(customer.data());
            if (customer.licenseChangeNeedsReason()) {
                patch.requireReasonFor(customer.changesTo(next), Customer.LICENSE_FIELDS, Customer.NOUN + " QA approved");
            }
            String reason = patch.reason();
            actingUser.requireRole(DistributionRoles.CUSTOMER_DATA);
            Versions.require(patch.ifMatch(), customer.version());
            return refuseTakenCode(work, next.code(), customer.id()).chain(() -> work.saveChange(
                    customer.change(next, reason, work.now()), customer, () -> customers.update(work, customer)));
        });
    }

    /** QA approves a pending or suspended customer (404; the body, 422; signed, meaning approval). */
    public Uni<Customer> approve(UnitOfWork work, String id, String ifMatch, SignedRequest body) {
        return signedByQa(work, id, ifMatch, body, Meaning.APPROVAL, Customer::approve);
    }

    /** QA suspends an approved customer (signed, meaning rejection; 409 invalid_transition otherwise). */
    public Uni<Customer> suspend(UnitOfWork work, String id, String ifMatch, SignedRequest body) {
        return signedByQa(work, id, ifMatch, body, Meaning.REJECTION, Customer::suspend);
    }

    /** The customer found (404), the body valid (422), then QA's signature and the transition it signs. */
    private Uni<Customer> signedByQa(UnitOfWork work, String id, String ifMatch, SignedRequest body, Meaning meaning,
            Transition transition) {
        return get(work, id).invoke(() -> bodies.validate(body)).chain(customer -> signed.role(DistributionRoles.QA)
                .ifMatch(ifMatch, customer.version()).sign(work, Customer.NOUN, id, body.signature(), meaning).chain(signature -> {
                    return work.saveChange(transition.apply(customer, signature, work.now()),
                            customer, () -> customers.update(work, customer));
                }));
    }

    /** A signed move of a customer. */
    @FunctionalInterface
    private interface Transition {
        CustomerEvent apply(Customer customer, Signature signature, Instant now);
    }

    private Uni<Void> refuseTakenCode(UnitOfWork work, String code, String exceptId) {
        return customers.codeTaken(work, code, exceptId).invoke(taken -> {
            if (taken) {
                throw new Refusal(DistributionProblem.CUSTOMER_CODE_TAKEN, "Another customer of this tenant already "
                        + "has the code " + code + ".");
            }
        }).replaceWithVoid();
    }
}
