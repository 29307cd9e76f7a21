package com.pharmaerp.api.quality;

import java.util.List;

import com.pharmaerp.api.platform.files.AttachableProvider;
import com.pharmaerp.api.quality.domain.Deviation;
import com.pharmaerp.api.quality.domain.InspectionLot;
import com.pharmaerp.api.quality.domain.OosInvestigation;

/** Quality's records that take evidence: a laboratory's raw data behind results, a deviation's photographs. */
public final class QualityAttachments implements AttachableProvider {

    @Override
    public List<String> attachable() {
        return List.of(InspectionLot.NOUN, OosInvestigation.NOUN, Deviation.NOUN);
    }
}
