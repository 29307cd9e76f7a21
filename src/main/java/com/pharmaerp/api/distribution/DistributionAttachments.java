package com.pharmaerp.api.distribution;

import java.util.List;

import com.pharmaerp.api.distribution.domain.Customer;
import com.pharmaerp.api.distribution.domain.Return;
import com.pharmaerp.api.platform.files.AttachableProvider;

/** Distribution's records that take evidence: a customer's wholesale licence. */
public final class DistributionAttachments implements AttachableProvider {

    @Override
    public List<String> attachable() {
        return List.of(Customer.NOUN, Return.NOUN);
    }
}
