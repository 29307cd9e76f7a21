package com.pharmaerp.api.procurement;

import java.util.List;

import com.pharmaerp.api.platform.files.AttachableProvider;
import com.pharmaerp.api.procurement.domain.GoodsReceipt;
import com.pharmaerp.api.procurement.domain.Supplier;

/** Procurement's records that take evidence: a supplier's qualification papers, a receipt's certificates. */
public final class ProcurementAttachments implements AttachableProvider {

    @Override
    public List<String> attachable() {
        return List.of(Supplier.NOUN, GoodsReceipt.NOUN);
    }
}
