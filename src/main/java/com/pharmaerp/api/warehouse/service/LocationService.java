package com.pharmaerp.api.warehouse.service;

import java.util.Set;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.resource.ResourceKind;
import com.pharmaerp.api.platform.resource.ResourceSupport;
import com.pharmaerp.api.platform.resource.TenantResources;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.api.LocationRequest;
import com.pharmaerp.api.warehouse.api.LocationView;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.LocationData;
import com.pharmaerp.api.warehouse.repository.LocationRepository;

/** Locations of a tenant. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class LocationService extends TenantResources<Location, LocationData, LocationRequest, LocationView> {

    private static final ResourceKind<Location, LocationData, LocationRequest, LocationView> KIND = new ResourceKind<>(
            Location.ID_PREFIX, "location", WarehouseProblem.LOCATION_CODE_TAKEN, LocationRequest.class,
            Location::new, LocationRequest::toData, LocationRequest::of, LocationView::of,
            Set.of(), WarehouseRoles.MASTER_DATA);

    public LocationService(LocationRepository locations, ResourceSupport support) {
        super(locations, support, KIND);
    }
}
