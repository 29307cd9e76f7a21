package com.pharmaerp.api.distribution.service;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.distribution.DistributionProblem;
import com.pharmaerp.api.distribution.DistributionRoles;
import com.pharmaerp.api.platform.audit.DomainEvent;
import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.ListQuery;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.ProblemException;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.users.Meaning;
import com.pharmaerp.api.platform.users.SignatureRequest;
import com.pharmaerp.api.platform.users.SignedActions;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.CustomerData;
import com.pharmaerp.api.distribution.repository.CustomerRepository;

import io.smallrye.mutiny.Uni;

/** Customers of a tenant: the clerk or a supervisor keeps their data, QA approves and suspends them with a signature. */
@ApplicationScoped
public class CustomerService {

    private final CustomerRepository customers;
    private final ActingUser actingUser;
    private final SignedActions signed;

    public CustomerService(CustomerRepository customers, ActingUser actingUser, SignedActions signed) {
        this.customers = customers;
        this.actingUser = actingUser;
        this.signed = signed;
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
                .map(rows -> Page.of(rows, limit, c -> new Cursor(c.createdAt, c.id), c -> c));
    }

    /**
     * A merge patch of a customer that was found, with the patch applied and valid: a reason for an
     * approved customer's licence (422 reason_required); the role (403); If-Match (428/412); then 409
     * customer_code_taken.
     */
    public Uni<Customer> change(UnitOfWork work, Customer customer, CustomerData next, Patch patch) {
        if (customer.licenseChangeNeedsReason()) {
            patch.requireReasonFor(customer.changesTo(next), Customer.LICENSE_FIELDS, Customer.NOUN + " QA approved");
        }
        String reason = patch.reason();
        actingUser.requireRole(DistributionRoles.CUSTOMER_DATA);
        Versions.require(patch.ifMatch(), customer.version);
        return refuseTakenCode(work, next.code(), customer.id).chain(() -> {
            DomainEvent changed = customer.change(next, reason, work.now());
            return work.saveChange(changed, customer, () -> customers.update(work, customer));
        });
    }

    /** QA approves a pending or suspended customer (signed, meaning approval). */
    public Uni<Customer> approve(UnitOfWork work, Customer customer, String ifMatch, SignatureRequest signature) {
        return signed.role(DistributionRoles.QA).ifMatch(ifMatch, customer.version).sign(work, signature, Meaning.APPROVAL)
                .chain(approval -> save(work, customer, customer.approve(approval, work.now())));
    }

    /** QA suspends an approved customer (signed, meaning rejection; 409 invalid_transition otherwise). */
    public Uni<Customer> suspend(UnitOfWork work, Customer customer, String ifMatch, SignatureRequest signature) {
        return signed.role(DistributionRoles.QA).ifMatch(ifMatch, customer.version).sign(work, signature, Meaning.REJECTION)
                .chain(suspension -> save(work, customer, customer.suspend(suspension, work.now())));
    }

    private Uni<Customer> save(UnitOfWork work, Customer customer, DomainEvent moved) {
        work.record(moved);
        return customers.update(work, customer).map(written -> Versions.written(written, customer));
    }

    private Uni<Void> refuseTakenCode(UnitOfWork work, String code, String exceptId) {
        return customers.codeTaken(work, code, exceptId).invoke(taken -> {
            if (taken) {
                throw new ProblemException(DistributionProblem.CUSTOMER_CODE_TAKEN, "Another customer of this tenant already "
                        + "has the code " + code + ".");
            }
        }).replaceWithVoid();
    }
}
