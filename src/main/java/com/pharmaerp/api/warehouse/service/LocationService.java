package com.pharmaerp.api.warehouse.service;

import java.time.Clock;
import java.time.Instant;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.MergePatch;
import com.pharmaerp.api.platform.persistence.TenantResources;
import com.pharmaerp.api.platform.problem.ProblemType;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.api.LocationRequest;
import com.pharmaerp.api.warehouse.api.LocationView;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.repository.LocationRepository;

/** Locations of a tenant. */
@Singleton // no client proxy: TenantResources has no no-args constructor to proxy through
public class LocationService extends TenantResources<Location, LocationRequest, LocationView> {

    public LocationService(LocationRepository locations, MergePatch mergePatch, Clock clock) {
        super(locations, mergePatch, clock, LocationRequest.class);
    }

    @Override
    protected String idPrefix() {
        return Location.ID_PREFIX;
    }

    @Override
    protected String noun() {
        return "location";
    }

    @Override
    protected ProblemType codeTaken() {
        return WarehouseProblem.LOCATION_CODE_TAKEN;
    }

    @Override
    protected String codeOf(LocationRequest input) {
        return input.code();
    }

    @Override
    protected Location newEntity(String id, String tenantId, LocationRequest input, Instant now) {
        return Location.create(id, tenantId, input.toData(), now);
    }

    @Override
    protected LocationRequest inputOf(Location location) {
        return LocationRequest.of(location.data());
    }

    @Override
    protected LocationView viewOf(Location location) {
        return LocationView.of(location);
    }

    @Override
    protected Cursor positionOf(Location location) {
        return new Cursor(location.createdAt, location.id);
    }

    @Override
    protected int versionOf(Location location) {
        return location.version;
    }

    @Override
    protected boolean change(Location location, LocationRequest input, Instant now) {
        return location.change(input.toData(), now);
    }
}
