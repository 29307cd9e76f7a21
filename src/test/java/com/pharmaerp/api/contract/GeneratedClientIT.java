package com.pharmaerp.api.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.testsupport.TestKeys;
import com.pharmaerp.api.testsupport.TestUsers;
import com.pharmaerp.client.ApiClient;
import com.pharmaerp.client.ApiException;
import com.pharmaerp.client.api.ProcurementApi;
import com.pharmaerp.client.api.ProductionApi;
import com.pharmaerp.client.api.QualityApi;
import com.pharmaerp.client.api.UsersSignaturesAndAuditTrailApi;
import com.pharmaerp.client.api.WarehouseApi;
import com.pharmaerp.client.model.CertificationInput;
import com.pharmaerp.client.model.CompletionInput;
import com.pharmaerp.client.model.Consumption;
import com.pharmaerp.client.model.ConsumptionInput;
import com.pharmaerp.client.model.ProductionOrder;
import com.pharmaerp.client.model.ProductionOrderInput;
import com.pharmaerp.client.model.Recipe;
import com.pharmaerp.client.model.RecipeComponent;
import com.pharmaerp.client.model.RecipeInput;
import com.pharmaerp.client.model.ReviewInput;
import com.pharmaerp.client.model.YieldLimits;
import com.pharmaerp.client.model.GoodsReceipt;
import com.pharmaerp.client.model.GoodsReceiptInput;
import com.pharmaerp.client.model.GoodsReceiptLineInput;
import com.pharmaerp.client.model.InspectionLot;
import com.pharmaerp.client.model.InspectionResult;
import com.pharmaerp.client.model.Lot;
import com.pharmaerp.client.model.LocationInput;
import com.pharmaerp.client.model.MaterialInput;
import com.pharmaerp.client.model.PurchaseOrder;
import com.pharmaerp.client.model.PurchaseOrderInput;
import com.pharmaerp.client.model.PurchaseOrderLineInput;
import com.pharmaerp.client.model.Quantity;
import com.pharmaerp.client.model.ResultInput;
import com.pharmaerp.client.model.SignatureInput;
import com.pharmaerp.client.model.SignedRequest;
import com.pharmaerp.client.model.Specification;
import com.pharmaerp.client.model.SpecificationInput;
import com.pharmaerp.client.model.SpecificationTest;
import com.pharmaerp.client.model.StorageRange;
import com.pharmaerp.client.model.Supplier;
import com.pharmaerp.client.model.SupplierApproval;
import com.pharmaerp.client.model.SupplierInput;
import com.pharmaerp.client.model.UsageDecisionInput;
import com.pharmaerp.client.model.UserInput;

import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.RestAssured;

/**
 * The GMP flow, run against the packaged jar by a Java client that openapi-generator made from the
 * committed docs/openapi.json (generate-test-sources): specification, supplier, QA approval,
 * purchase order, supervisor approval, goods receipt, lot in quarantine, results, signed release;
 * then recipe, production order, FEFO charge, verification, completion, review, certification,
 * the released batch and its genealogy.
 */
@QuarkusIntegrationTest
@WithTestResource(TestKeys.class)
class GeneratedClientIT {

    private static final String SUFFIX = UUID.randomUUID().toString().substring(0, 8);

    /** A client of the test service for the key's calling system, acting as the user (null for reads). */
    private static ApiClient client(String actingUser) {
        ApiClient client = new ApiClient().setScheme("http").setHost("127.0.0.1").setPort(RestAssured.port).setBasePath("/v1");
        return client.setRequestInterceptor(request -> {
            request.header("Authorization", "Bearer " + TestKeys.ACTIVE);
            if (actingUser != null) {
                request.header("X-Acting-User", actingUser);
            }
        });
    }

    private static String person(String admin, String username, String role) throws ApiException {
        return new UsersSignaturesAndAuditTrailApi(client(admin)).createUser(new UserInput().username(username).printedName("Client " + role)
                .roles(List.of(UserInput.RolesEnum.fromValue(role))).password(TestUsers.PASSWORD), null, null, null).getId();
    }

    private static SignatureInput signature(String username, String meaning) {
        return new SignatureInput().username(username).password(TestUsers.PASSWORD).meaning(meaning)
                .reason("Checked with the generated client");
    }

    /** The analyst's specification of the material (assay 98–102 %), approved by QA. */
    private static Specification approvedSpecification(String analyst, String qa, String material) throws ApiException {
        Specification draft = new QualityApi(client(analyst)).createSpecification(new SpecificationInput()
                .materialId(material).tests(List.of(new SpecificationTest().code("ASSAY").name("Assay")
                        .kind(SpecificationTest.KindEnum.NUMERIC).min("98.0").max("102.0").unit("%").mandatory(true))),
                null, null, null);
        assertThat(draft.getRevision()).isEqualTo(1);
        Specification approved = new QualityApi(client(qa)).approveSpecification(draft.getId(),
                new SignedRequest().signature(signature("gq." + SUFFIX, "approval")), "\"1\"", null, null);
        assertThat(approved.getStatus()).isEqualTo(Specification.StatusEnum.APPROVED);
        return approved;
    }

    /** The analyst's passing assay of the inspection lot, then QA's signed acceptance at the version given. */
    private static InspectionLot accepted(String analyst, String qa, String inspectionLotId, String version) throws ApiException {
        InspectionResult result = new QualityApi(client(analyst)).enterInspectionResult(inspectionLotId,
                new ResultInput().testCode("ASSAY").value("99.8"), null, null, null, null);
        assertThat(result.getOutcome()).isEqualTo(InspectionResult.OutcomeEnum.PASS);
        return new QualityApi(client(qa)).decideInspectionLot(inspectionLotId, new UsageDecisionInput()
                .decision(UsageDecisionInput.DecisionEnum.ACCEPT).signature(signature("gq." + SUFFIX, "approval")), version,
                null, null);
    }

    private static Quantity kg(String value) {
        return new Quantity().value(value).unit(Quantity.UnitEnum.KG);
    }

    @Test
    void theGeneratedClientRunsTheFlowFromSpecificationToACertifiedBatchAndItsGenealogy() throws ApiException {
        String admin = TestUsers.adminOf(TestKeys.ACTIVE);
        String buyer = person(admin, "gb." + SUFFIX, "buyer");
        String qa = person(admin, "gq." + SUFFIX, "qa");
        String supervisor = person(admin, "gs." + SUFFIX, "supervisor");
        String clerk = person(admin, "gc." + SUFFIX, "warehouse_clerk");
        String analyst = person(admin, "ga." + SUFFIX, "qc_analyst");
        StorageRange cool = new StorageRange().minCelsius(new BigDecimal("15")).maxCelsius(new BigDecimal("25"));
        String material = new WarehouseApi(client(admin)).createMaterial(new MaterialInput().code("GEN-" + SUFFIX)
                .name("Lactose").type(MaterialInput.TypeEnum.RAW).baseUnit(MaterialInput.BaseUnitEnum.KG).shelfLifeDays(730)
                .retestIntervalDays(365).storage(cool), null, null, null).getId();
        String store = new WarehouseApi(client(admin)).createLocation(new LocationInput().code("GEN-LOC-" + SUFFIX)
                .name("Store").kind(LocationInput.KindEnum.STORAGE).storage(cool), null, null, null).getId();

        Specification specification = approvedSpecification(analyst, qa, material);

        ProcurementApi suppliers = new ProcurementApi(client(buyer));
        String supplier = suppliers.createSupplier(new SupplierInput().code("GEN-SUP-" + SUFFIX).name("Acme"), null, null, null)
                .getId();
        Supplier approved = new ProcurementApi(client(qa)).approveSupplier(supplier, new SupplierApproval()
                .materialIds(List.of(material)).signature(signature("gq." + SUFFIX, "approval")), "\"1\"", null, null);
        assertThat(approved.getStatus()).isEqualTo(Supplier.StatusEnum.APPROVED);

        PurchaseOrder order = new ProcurementApi(client(buyer)).createPurchaseOrder(new PurchaseOrderInput()
                .supplierId(supplier).lines(List.of(new PurchaseOrderLineInput().lineNo(1).materialId(material)
                        .quantity(new Quantity().value("250000").unit(Quantity.UnitEnum.G))
                        .dueDate(LocalDate.now().plusDays(14)))), null, null, null);
        assertThat(order.getLines().get(0).getQuantity().getValue()).isEqualTo("250");
        PurchaseOrder released = new ProcurementApi(client(supervisor)).approvePurchaseOrder(order.getId(),
                new SignedRequest().signature(signature("gs." + SUFFIX, "approval")), "\"1\"", null, null);
        assertThat(released.getStatus()).isEqualTo(PurchaseOrder.StatusEnum.APPROVED);

        ProcurementApi receipts = new ProcurementApi(client(clerk));
        GoodsReceiptInput delivery = new GoodsReceiptInput().purchaseOrderId(order.getId()).deliveryNote("DN-GEN")
                .lines(List.of(new GoodsReceiptLineInput().lineNo(1).quantity(new Quantity().value("100").unit(Quantity.UnitEnum.KG))
                        .supplierLotNumber("ACME-GEN").manufacturedOn(LocalDate.now().minusDays(3))
                        .expiresOn(LocalDate.now().plusDays(700)).locationId(store)));
        GoodsReceipt receipt = receipts.createGoodsReceipt(delivery, "gen-" + SUFFIX, null, null);
        String lotId = receipt.getLines().get(0).getLotId();

        Lot lot = new WarehouseApi(client(null)).getLot(lotId, null, null);
        assertThat(lot.getStatus()).isEqualTo(Lot.StatusEnum.QUARANTINE);
        assertThat(lot.getQuantity().getValue()).isEqualTo("100");
        assertThat(new WarehouseApi(client(null)).listStockBalances(null, null, null, lotId, null, null, null).getItems())
                .singleElement().satisfies(balance -> assertThat(balance.getLocationId()).isEqualTo(store));

        String inspectionLotId = receipt.getLines().get(0).getInspectionLotId();
        InspectionLot decided = accepted(analyst, qa, inspectionLotId, "\"2\"");
        assertThat(decided.getStatus()).isEqualTo(InspectionLot.StatusEnum.DECIDED);
        assertThat(decided.getSpecificationId()).isEqualTo(specification.getId());
        assertThat(new WarehouseApi(client(null)).getLot(lotId, null, null).getStatus()).isEqualTo(Lot.StatusEnum.RELEASED);
        assertThat(new UsersSignaturesAndAuditTrailApi(client(null)).verifyAuditTrail(null, null).getValid()).isTrue();

        ApiException overReceipt = catchThrowableOfType(ApiException.class, () -> receipts.createGoodsReceipt(delivery
                .lines(List.of(delivery.getLines().get(0).quantity(new Quantity().value("151").unit(Quantity.UnitEnum.KG)))),
                null, null, null));
        assertThat(overReceipt.getCode()).isEqualTo(409);
        assertThat(overReceipt.getResponseBody()).contains("\"code\":\"over_receipt\"");

        String operator = person(admin, "go." + SUFFIX, "operator");
        String verifier = person(admin, "gv." + SUFFIX, "operator");
        String qp = person(admin, "gp." + SUFFIX, "qp");
        String product = new WarehouseApi(client(admin)).createMaterial(new MaterialInput().code("GEN-FP-" + SUFFIX)
                .name("Lactose tablets").type(MaterialInput.TypeEnum.FINISHED).baseUnit(MaterialInput.BaseUnitEnum.KG)
                .shelfLifeDays(730).retestIntervalDays(365).storage(cool), null, null, null).getId();
        approvedSpecification(analyst, qa, product);
        Recipe recipe = new ProductionApi(client(supervisor)).createRecipe(new RecipeInput().productMaterialId(product)
                .batchSize(kg("100")).components(List.of(new RecipeComponent().materialId(material).quantity(kg("80"))))
                .yieldLimits(new YieldLimits().minPercent(new BigDecimal("95")).maxPercent(new BigDecimal("102"))),
                null, null, null);
        new ProductionApi(client(qa)).approveRecipe(recipe.getId(), new SignedRequest().signature(signature("gq." + SUFFIX,
                "approval")), "\"1\"", null, null);

        ProductionApi supervising = new ProductionApi(client(supervisor));
        ProductionOrder batch = supervising.createProductionOrder(new ProductionOrderInput().recipeId(recipe.getId())
                .plannedQuantity(kg("100")), null, null, null);
        batch = supervising.releaseProductionOrder(batch.getId(), null, null, null, null);
        Consumption charge = new ProductionApi(client(operator)).consumeIntoProductionOrder(batch.getId(),
                new ConsumptionInput().materialId(material).quantity(kg("80")), null, null, null);
        assertThat(charge.getAllocations()).singleElement().satisfies(allocation -> assertThat(allocation.getLotId())
                .isEqualTo(lotId));
        new ProductionApi(client(verifier)).verifyConsumption(charge.getId(), batch.getId(), new SignedRequest()
                .signature(signature("gv." + SUFFIX, "verification")), "\"1\"", null, null);
        ProductionOrder completed = supervising.completeProductionOrder(batch.getId(), new CompletionInput()
                .actualQuantity(kg("99")).locationId(store), null, null, null);
        assertThat(completed.getYield().getPercent()).isEqualByComparingTo("99");
        accepted(analyst, qa, completed.getInspectionLotId(), "\"2\"");
        new ProductionApi(client(qa)).reviewProductionOrder(batch.getId(), new ReviewInput()
                .signature(signature("gq." + SUFFIX, "review")), "\"5\"", null, null);
        ProductionOrder certified = new ProductionApi(client(qp)).certifyProductionOrder(batch.getId(),
                new CertificationInput().decision(CertificationInput.DecisionEnum.CERTIFY).signature(signature("gp." + SUFFIX,
                        "responsibility")), "\"6\"", null, null);
        assertThat(certified.getStatus()).isEqualTo(ProductionOrder.StatusEnum.CERTIFIED);
        assertThat(new WarehouseApi(client(null)).getLot(certified.getOutputLotId(), null, null).getStatus())
                .isEqualTo(Lot.StatusEnum.RELEASED);
        assertThat(new ProductionApi(client(null)).getLotGenealogy(certified.getOutputLotId(), "backward", null, null).getNodes())
                .extracting(node -> node.getLotId()).containsExactly(lotId);
        assertThat(new UsersSignaturesAndAuditTrailApi(client(null)).verifyAuditTrail(null, null).getValid()).isTrue();
    }
}
