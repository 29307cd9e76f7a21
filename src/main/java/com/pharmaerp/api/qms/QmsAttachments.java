package com.pharmaerp.api.qms;

import java.util.List;

import com.pharmaerp.api.platform.files.AttachableProvider;
import com.pharmaerp.api.qms.domain.Capa;
import com.pharmaerp.api.qms.domain.Complaint;

/** The quality-management records that take evidence: a CAPA's proof its actions were done, a complaint's photographs. */
public final class QmsAttachments implements AttachableProvider {

    @Override
    public List<String> attachable() {
        return List.of(Capa.NOUN, Complaint.NOUN);
    }
}
