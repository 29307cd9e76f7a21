"""The module benchmarks' data set (bench/seed is its command line).

People, the supplier, specifications, purchase orders, a recipe and production orders are made
through the service's own API, signatures and audit trail included, as an integrator would. The
volume is loaded by the bulk path: materials, locations, lots, the stock ledger and its balances
COPYed straight into PostgreSQL as the superuser. Everything that path writes is fixed by the seed
(ids, numbers, quantities, dates and timestamps), so two runs with the same seed and size load the
same rows; balances are the ledger's sums, computed by the database from the movements just loaded.
The bulk rows have no audit events: they are benchmark volume, not records anyone made.

Sizes: 1k = 1,000 lots each with its receipt; 100k and 1m = 10,000 lots over 20 materials with
100,000 and 1,000,000 movements (one receipt per lot, then transfers between two stores and issues
to production, never overdrawing). The sandbox clock is set to a fixed business date, so which
lots read expired or retest due does not depend on the day of the run.
"""
import datetime
import random

SIZES = {"1k": (1_000, 1_000), "100k": (10_000, 100_000), "1m": (10_000, 1_000_000)}
MATERIALS = 20
BUSINESS_NOW = "2026-11-01T08:00:00Z"
BUSINESS_DATE = datetime.date(2026, 11, 1)
PASSWORD = "a long enough secret"
TENANT = "default"
EPOCH = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
SPEC_TESTS = [{"code": "ASSAY", "name": "Assay (HPLC)", "kind": "numeric", "min": "98.0", "max": "102.0", "unit": "%",
               "mandatory": True}]


def bench_id(prefix, n):
    """Ids of the bulk rows: valid ids of the type (prefix, 16 base62 characters), computable from n by pgbench and wrk."""
    return f"{prefix}_bench{n:011d}"


def material_ids():
    return [bench_id("mat", n) for n in range(1, MATERIALS + 1)]


def people(api):
    """The tenant's first user (an admin, bootstrapped without an acting user), then one user per role."""
    admin = api.post("/v1/users", {"username": "admin", "printedName": "Bench Admin", "roles": ["admin"],
                                   "password": "correct horse battery staple"})["id"]
    users = {"admin": admin}
    for role in ("buyer", "qa", "supervisor", "warehouse_clerk", "qc_analyst", "operator", "qp"):
        users[role] = api.post("/v1/users", {"username": "bench-" + role, "printedName": role.title(), "roles": [role],
                                             "password": PASSWORD}, user=admin)["id"]
    return users


def signature(role, meaning="approval"):
    return {"signature": {"username": "bench-" + role, "password": PASSWORD, "meaning": meaning, "reason": "Benchmark set-up"}}


def timestamp(seconds):
    return (EPOCH + datetime.timedelta(seconds=seconds)).isoformat()


def master_data(db):
    """Twenty raw materials and one finished product, two stores (15–25 °C), loaded in bulk with fixed ids."""
    created = timestamp(0)
    rows = [f"{TENANT}\t{bench_id('mat', n)}\tBENCH-{n:03d}\tBench material {n}\t{'finished' if n > MATERIALS else 'raw'}"
            f"\tkg\t1095\t730\t15.0\t25.0\t1\t{created}\t{created}" for n in range(1, MATERIALS + 2)]
    db.copy("materials", ["tenant_id", "id", "code", "name", "type", "base_unit", "shelf_life_days", "retest_interval_days",
                          "storage_min_celsius", "storage_max_celsius", "version", "created_at", "updated_at"], rows)
    db.copy("locations", ["tenant_id", "id", "code", "name", "kind", "storage_min_celsius", "storage_max_celsius", "active",
                          "version", "created_at", "updated_at"],
            [f"{TENANT}\t{bench_id('loc', n)}\tSTORE-{n}\tStore {n}\tstorage\t15.0\t25.0\tt\t1\t{created}\t{created}"
             for n in (1, 2)])
    return bench_id("mat", MATERIALS + 1), [bench_id("loc", 1), bench_id("loc", 2)]


def approvals(api, users, product, materials=None):
    """An approved supplier for the raw materials and an approved specification of every material (or of the given
    raw materials only, without the product)."""
    supplier = api.post("/v1/suppliers", {"code": "SUP-BENCH", "name": "Bench Chemicals"}, user=users["buyer"])["id"]
    api.post(f"/v1/suppliers/{supplier}/approve", dict(materialIds=materials or material_ids(), **signature("qa")),
             user=users["qa"], headers={"If-Match": '"1"'}, expect=200)
    for material in materials or material_ids() + [product]:
        spec = api.post("/v1/specifications", {"materialId": material, "tests": SPEC_TESTS}, user=users["qc_analyst"])["id"]
        api.post(f"/v1/specifications/{spec}/approve", signature("qa"), user=users["qa"], headers={"If-Match": '"1"'},
                 expect=200)
    return supplier


def approved_order(api, users, supplier, material, kilograms):
    order = api.post("/v1/purchase-orders", {"supplierId": supplier, "lines": [{"lineNo": 1, "materialId": material,
                     "quantity": {"value": kilograms, "unit": "kg"}, "dueDate": "2027-06-30"}]}, user=users["buyer"])["id"]
    api.post(f"/v1/purchase-orders/{order}/approve", signature("supervisor"), user=users["supervisor"],
             headers={"If-Match": '"1"'}, expect=200)
    return order


def receipt_body(order, kilograms, location, supplier_lot):
    return {"purchaseOrderId": order, "deliveryNote": "DN-" + supplier_lot, "lines": [{"lineNo": 1,
            "quantity": {"value": kilograms, "unit": "kg"}, "supplierLotNumber": supplier_lot, "manufacturedOn": "2026-10-01",
            "expiresOn": "2029-09-30", "locationId": location}]}


def quality_decision_template(api, db, users, supplier, location):
    """One lot received and released through the API: the stored form of a usage decision's signature."""
    order = approved_order(api, users, supplier, material_ids()[0], "10")
    receipt = api.post("/v1/goods-receipts", receipt_body(order, "10", location, "TEMPLATE"), user=users["warehouse_clerk"])
    inspection = receipt["lines"][0]["inspectionLotId"]
    api.post(f"/v1/inspection-lots/{inspection}/results", {"testCode": "ASSAY", "value": "99.5"}, user=users["qc_analyst"])
    version = api.get(f"/v1/inspection-lots/{inspection}")["version"]
    api.post(f"/v1/inspection-lots/{inspection}/usage-decision", dict(decision="accept", **signature("qa")),
             user=users["qa"], headers={"If-Match": f'"{version}"'}, expect=200)
    return db.sql(f"SELECT quality_decision FROM lots WHERE id = '{receipt['lines'][0]['lotId']}'")[0][0]


def reserve_lot_numbers(db, count):
    """The first of count lot numbers the bulk's lots take: from the tenant's sequence of lot numbers (V29 on, created
    by its first number), else from its counter (an older build's schema)."""
    if db.sql("SELECT to_regproc('erp_next_number') IS NOT NULL")[0][0] == "t":
        first = int(db.sql(f"SELECT erp_next_number('{TENANT}', 'L') FROM (SELECT set_config('erp.tenant_id', "
                           f"'{TENANT}', false)) entered")[0][0])
        db.sql(f"SELECT setval(('erp_number_sequences.n_' || md5('{TENANT}/L'))::regclass, {first + count - 1})")
        return first
    first = int(db.sql(f"SELECT last FROM document_numbers WHERE tenant_id = '{TENANT}' AND kind = 'L'")[0][0]) + 1
    db.sql(f"UPDATE document_numbers SET last = {first + count - 1} WHERE tenant_id = '{TENANT}' AND kind = 'L'")
    return first


def bulk(db, size, seed, decision, clerk):
    """Lots, movements and balances of the size, fixed by the seed."""
    lots, movements = SIZES[size]
    rng = random.Random(seed)
    first = reserve_lot_numbers(db, lots)
    stores = [bench_id("loc", 1), bench_id("loc", 2)]
    lot_rows, lot_material, stock = [], {}, {}
    for n in range(1, lots + 1):
        lot, material = bench_id("lot", n), bench_id("mat", (n - 1) % MATERIALS + 1)
        made = BUSINESS_DATE - datetime.timedelta(days=rng.randint(10, 1200))
        expires = made + datetime.timedelta(days=1095)
        retest = min(made + datetime.timedelta(days=730), expires)
        draw = rng.random()
        status = "released" if draw < 0.75 else "quarantine" if draw < 0.9 else "rejected"
        created = timestamp(n * 60)
        lot_rows.append("\t".join([TENANT, lot, f"L-{first + n - 1:06d}", material, "kg", "receipt", bench_id("gr", n),
                                   f"S-{n}", made.isoformat(), expires.isoformat(), retest.isoformat(), status, "\\N",
                                   "\\N", "\\N", decision if status == "released" else "\\N", "1", created, created]))
        lot_material[lot] = material
    db.copy("lots", ["tenant_id", "id", "number", "material_id", "unit", "origin", "source_id", "supplier_lot_number",
                     "manufactured_on", "expires_on", "retest_on", "status", "held_from", "hold", "release_from_hold",
                     "quality_decision", "version", "created_at", "updated_at"], lot_rows)

    def ledger():
        for n in range(1, movements + 1):
            if n <= lots:  # every lot's receipt first
                lot, kind, source, target = bench_id("lot", n), "receipt", None, stores[rng.random() < 0.3]
                quantity = rng.randint(100, 1000)
            else:
                lot = bench_id("lot", rng.randint(1, lots))
                here = stock[lot]
                source = max(here, key=here.get)  # the store holding more: a move never overdraws
                if rng.random() < 0.8:
                    kind, target, quantity = "transfer", stores[source == stores[0]], rng.randint(1, 5)
                else:
                    kind, target, quantity = "issue", None, 0.5
                quantity = min(quantity, here[source])
                if quantity <= 0:
                    kind, source, target, quantity = "receipt", None, source, rng.randint(100, 1000)
            held = stock.setdefault(lot, {stores[0]: 0, stores[1]: 0})
            if source:
                held[source] -= quantity
            if target:
                held[target] += quantity
            at = timestamp(n * 60 if n <= lots else lots * 60 + (n - lots) * 5)
            yield "\t".join([TENANT, bench_id("mov", n), kind, lot, lot_material[lot], source or "\\N", target or "\\N",
                             str(quantity), "kg", "B-BENCH" if kind == "issue" else "\\N", at, clerk, "1", at, at])

    db.copy("stock_movements", ["tenant_id", "id", "type", "lot_id", "material_id", "from_location_id", "to_location_id",
                                "quantity", "unit", "reference", "posted_at", "user_id", "version", "created_at", "updated_at"],
            ledger())
    db.sql(f"""INSERT INTO stock_balances (tenant_id, lot_id, location_id, material_id, quantity, created_at, updated_at)
               SELECT tenant_id, lot_id, location, material_id, sum(delta), min(created_at), max(created_at) FROM (
                   SELECT tenant_id, lot_id, material_id, to_location_id AS location, quantity AS delta, created_at
                   FROM stock_movements WHERE to_location_id IS NOT NULL AND id LIKE 'mov_bench%'
                   UNION ALL
                   SELECT tenant_id, lot_id, material_id, from_location_id, -quantity, created_at
                   FROM stock_movements WHERE from_location_id IS NOT NULL AND id LIKE 'mov_bench%') m
               GROUP BY tenant_id, lot_id, location, material_id""")
    db.sql("VACUUM ANALYZE")


def write_targets(api, users, supplier, product, location, orders):
    """What the write benchmarks post against: purchase orders open for receipts of material 1, and
    production orders of the product, released, that charge material 2 (FEFO over its released lots)."""
    purchase = [approved_order(api, users, supplier, material_ids()[0], "1000000") for _ in range(orders)]
    recipe = api.post("/v1/recipes", {"productMaterialId": product, "batchSize": {"value": "100", "unit": "kg"},
                                      "components": [{"materialId": material_ids()[1], "quantity": {"value": "80", "unit": "kg"}}],
                                      "yieldLimits": {"minPercent": 95, "maxPercent": 102}}, user=users["supervisor"])["id"]
    api.post(f"/v1/recipes/{recipe}/approve", signature("qa"), user=users["qa"], headers={"If-Match": '"1"'}, expect=200)
    production = [released_order(api, users, recipe) for _ in range(orders)]
    return {"purchaseOrders": purchase, "productionOrders": production, "receiptLocation": location,
            "consumedMaterial": material_ids()[1], "recipe": recipe}


def released_order(api, users, recipe):
    """A production order of the recipe, released: open for consumptions."""
    order = api.post("/v1/production-orders", {"recipeId": recipe, "plannedQuantity": {"value": "100", "unit": "kg"}},
                     user=users["supervisor"])["id"]
    api.post(f"/v1/production-orders/{order}/release", None, user=users["supervisor"], expect=200)
    return order


def seed(api, db, size, seed_value, orders=16):
    """Fills the key's tenant of a fresh service; returns what the benchmarks need to know about it."""
    users = people(api)
    api.call("PUT", "/v1/sandbox/clock", {"now": BUSINESS_NOW}, user=users["admin"], expect=200)
    product, stores = master_data(db)
    supplier = approvals(api, users, product)
    decision = quality_decision_template(api, db, users, supplier, stores[0])
    bulk(db, size, seed_value, decision, users["warehouse_clerk"])
    targets = write_targets(api, users, supplier, product, stores[0], orders)
    lots, movements = SIZES[size]
    return dict(targets, users=users, lots=lots, movements=movements, materials=material_ids(), supplier=supplier)
