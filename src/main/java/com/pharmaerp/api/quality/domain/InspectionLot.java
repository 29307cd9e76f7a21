package com.pharmaerp.api.quality.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

import com.pharmaerp.api.platform.persistence.TenantEntity;

/** The quality check of one lot: opened by a receipt, a production order or a retest; decided by QA. */
@Entity
@Table(name = "inspection_lots")
public class InspectionLot extends TenantEntity<InspectionLotData> {

    public static final String ID_PREFIX = "insp";
    public static final String NUMBER_PREFIX = "IL";

    public String number;
    @Column(name = "lot_id")
    public String lotId;
    @Column(name = "material_id")
    public String materialId;
    public String origin;
    @Column(name = "specification_id")
    public String specificationId;
    public String status = "open";

    @Override
    public InspectionLotData data() {
        return new InspectionLotData(number, lotId, materialId, origin, specificationId);
    }

    @Override
    protected void apply(InspectionLotData data) {
        number = data.number();
        lotId = data.lotId();
        materialId = data.materialId();
        origin = data.origin();
        specificationId = data.specificationId();
    }
}
