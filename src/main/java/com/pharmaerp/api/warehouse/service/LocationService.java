package com.pharmaerp.api.warehouse.service;

import java.util.function.UnaryOperator;

import jakarta.enterprise.context.ApplicationScoped;

import com.pharmaerp.api.platform.audit.Patch;
import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Found;
import com.pharmaerp.api.platform.persistence.Ids;
import com.pharmaerp.api.platform.persistence.Page;
import com.pharmaerp.api.platform.persistence.Versions;
import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.users.ActingUser;
import com.pharmaerp.api.platform.work.UnitOfWork;
import com.pharmaerp.api.warehouse.WarehouseProblem;
import com.pharmaerp.api.warehouse.WarehouseRoles;
import com.pharmaerp.api.warehouse.domain.Location;
import com.pharmaerp.api.warehouse.domain.LocationData;
import com.pharmaerp.api.warehouse.repository.LocationRepository;

import io.smallrye.mutiny.Uni;

/** Locations of a tenant: created and changed by master data, each change audited. */
@ApplicationScoped
public class LocationService {

    private final LocationRepository locations;
    private final ActingUser actingUser;

    public LocationService(LocationRepository locations, ActingUser actingUser) {
        this.locations = locations;
        this.actingUser = actingUser;
    }

    /** The role, then 409 location_code_taken. */
    public Uni<Location> create(UnitOfWork work, LocationData data) {
        actingUser.requireRole(WarehouseRoles.MASTER_DATA);
        return refuseTakenCode(work, data.code(), "").chain(() -> {
            Location location = Location.create(Ids.next(Location.ID_PREFIX), data, work.now());
            work.record(location.created());
            return locations.insert(work, location).replaceWith(location);
        });
    }

    public Uni<Location> get(UnitOfWork work, String id) {
        return Found.require(Location.ID_PREFIX, id, Location.NOUN, () -> locations.find(work, id));
    }

    public Uni<Page<Location>> list(UnitOfWork work, Cursor after, int limit) {
        return locations.page(work, after, limit).map(rows -> Page.of(rows, limit, l -> new Cursor(l.createdAt(), l.id()), l -> l));
    }

    /**
     * A merge patch of the location (404), the patch applied to its data and the result valid, checked
     * on in the documented order: the role (403), If-Match (428/412), then 409 location_code_taken.
     *
     * @param patched the location's data with the patch applied
     */
    public Uni<Location> change(UnitOfWork work, String id, Patch patch, UnaryOperator<LocationData> patched) {
        return get(work, id).chain(location -> {
            LocationData next = patched.apply(location.data());
            String reason = patch.reason();
            actingUser.requireRole(WarehouseRoles.MASTER_DATA);
            Versions.require(patch.ifMatch(), location.version());
            return refuseTakenCode(work, next.code(), location.id()).chain(() -> work.saveChange(
                    location.change(next, reason, work.now()), location, () -> locations.update(work, location)));
        });
    }

    private Uni<Void> refuseTakenCode(UnitOfWork work, String code, String exceptId) {
        return locations.codeTaken(work, code, exceptId).invoke(taken -> {
            if (taken) {
                throw new Refusal(WarehouseProblem.LOCATION_CODE_TAKEN, "Another location of this tenant already "
                        + "has the code " + code + ".");
            }
        }).replaceWithVoid();
    }
}
