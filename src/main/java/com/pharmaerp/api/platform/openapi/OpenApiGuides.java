package com.pharmaerp.api.platform.openapi;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.tags.Tag;

/**
 * Groups the document's operations by module, one tag per guide in docs/guide/ and in the guides'
 * order, and links each operation to the guide section that states its rules. By path, so a
 * resource needs nothing of its own and a path no guide covers fails at start (and in the tests).
 */
final class OpenApiGuides {

    /** Where docs/guide/ is published; the links name a page and a heading anchor there. */
    static final String BASE = "https://docs.pharma-erp.example/guide/";

    private record Module(String tag, String page, String description) {
    }

    /** {@code anchor} is a heading of the module's page, or {@code page#heading} when another page states the rules. */
    private record Section(String prefix, Module module, String anchor) {
        String link() {
            return BASE + (anchor.contains("#") ? anchor : module.page() + "#" + anchor);
        }
    }

    private static final Module PLATFORM = new Module("Platform", "requests.md",
            "Health and the sandbox's business clock; the rules every request follows.");
    private static final Module PROCUREMENT = new Module("Procurement", "procurement.md",
            "Suppliers, purchase orders and goods receipts.");
    private static final Module WAREHOUSE = new Module("Warehouse", "warehouse.md",
            "Materials, locations, lots, the stock ledger and inventory control.");
    private static final Module QUALITY = new Module("Quality", "quality.md",
            "Specifications, inspection lots and results, OOS investigations, usage decisions, deviations, certificates of analysis.");
    private static final Module PRODUCTION = new Module("Production", "production.md",
            "Recipes, production orders, genealogy and batch records.");
    private static final Module EQUIPMENT = new Module("Equipment", "equipment.md",
            "Equipment whose usability is computed from its record: qualification, cleaning, calibration with the impact of "
            + "a failure, maintenance, and the logbook.");
    private static final Module DISTRIBUTION = new Module("Distribution", "distribution.md", "Customers, shipments and returns.");
    private static final Module QUALITY_MANAGEMENT = new Module("Quality management", "quality-management.md",
            "Recalls, complaints, CAPA and product quality reviews.");
    private static final Module EVENTS = new Module("Events and webhooks", "events-and-webhooks.md",
            "The event feed, the event types, and webhook endpoints with their deliveries.");
    private static final Module USERS = new Module("Users, signatures and audit trail", "signatures.md",
            "The people behind every write and signature, and the audit trail.");
    private static final Module TRAINING = new Module("Training", "training.md",
            "Courses, signed training records, and the requirements that refuse a signature whose signer is not trained.");
    private static final Module FILES = new Module("Files and attachments", "files.md",
            "Evidence uploaded once, attached to records, and bound into their signatures by its SHA-256.");
    /** The guides' order (docs/guide/README.md). */
    private static final List<Module> MODULES = List.of(PLATFORM, PROCUREMENT, WAREHOUSE, QUALITY, PRODUCTION, EQUIPMENT,
            DISTRIBUTION, QUALITY_MANAGEMENT, EVENTS, USERS, TRAINING, FILES);
    /** The first section whose prefix starts the path; more specific prefixes first. */
    private static final List<Section> SECTIONS = List.of(
            new Section("/suppliers/{id}/attachments", FILES, "attachments"),
            new Section("/goods-receipts/{id}/attachments", FILES, "attachments"),
            new Section("/inspection-lots/{id}/attachments", FILES, "attachments"),
            new Section("/deviations/{id}/attachments", FILES, "attachments"),
            new Section("/customers/{id}/attachments", FILES, "attachments"),
            new Section("/oos-investigations/{id}/attachments", FILES, "attachments"),
            new Section("/capas/{id}/attachments", FILES, "attachments"),
            new Section("/complaints/{id}/attachments", FILES, "attachments"),
            new Section("/returns/{id}/attachments", FILES, "attachments"),
            new Section("/equipment/{id}/attachments", FILES, "attachments"),
            new Section("/health", PLATFORM, "health"),
            new Section("/sandbox/", PLATFORM, "sandbox-business-clock"),
            new Section("/suppliers", PROCUREMENT, "suppliers"),
            new Section("/purchase-orders", PROCUREMENT, "purchase-orders"),
            new Section("/goods-receipts", PROCUREMENT, "goods-receipts"),
            new Section("/materials", WAREHOUSE, "materials-and-locations"),
            new Section("/locations", WAREHOUSE, "materials-and-locations"),
            new Section("/lots/{id}/genealogy", PRODUCTION, "genealogy"),
            new Section("/lots/{id}/certificate-of-analysis", QUALITY, "production.md#documents"),
            new Section("/lots", WAREHOUSE, "lots"),
            new Section("/stock-movements", WAREHOUSE, "stock-ledger"),
            new Section("/stock-balances", WAREHOUSE, "stock-ledger"),
            new Section("/stock-adjustments", WAREHOUSE, "inventory-control"),
            new Section("/inventory-counts", WAREHOUSE, "inventory-control"),
            new Section("/specifications", QUALITY, "specifications"),
            new Section("/inspection-lots/{id}/usage-decision", QUALITY, "usage-decision"),
            new Section("/inspection-lots", QUALITY, "inspection-lots-and-results"),
            new Section("/oos-investigations", QUALITY, "oos-investigations"),
            new Section("/deviations", QUALITY, "deviations"),
            new Section("/recipes", PRODUCTION, "recipes"),
            new Section("/production-orders/{id}/consumptions", PRODUCTION, "consumptions"),
            new Section("/production-orders/{id}/complete", PRODUCTION, "completion-review-certification"),
            new Section("/production-orders/{id}/review", PRODUCTION, "completion-review-certification"),
            new Section("/production-orders/{id}/certify", PRODUCTION, "completion-review-certification"),
            new Section("/production-orders/{id}/batch-record", PRODUCTION, "documents"),
            new Section("/production-orders/{id}/line-clearance", PRODUCTION, "executing-a-batch"),
            new Section("/production-orders/{id}/steps", PRODUCTION, "executing-a-batch"),
            new Section("/production-orders/{id}/exceptions", PRODUCTION, "review-by-exception"),
            new Section("/production-orders", PRODUCTION, "production-orders"),
            new Section("/equipment/{id}/qualification", EQUIPMENT, "qualification"),
            new Section("/equipment/{id}/cleanings", EQUIPMENT, "cleaning"),
            new Section("/equipment/{id}/calibrations", EQUIPMENT, "calibration"),
            new Section("/equipment/{id}/maintenance", EQUIPMENT, "maintenance-and-service"),
            new Section("/equipment/{id}/out-of-service", EQUIPMENT, "maintenance-and-service"),
            new Section("/equipment/{id}/return-to-service", EQUIPMENT, "maintenance-and-service"),
            new Section("/equipment/{id}/retire", EQUIPMENT, "maintenance-and-service"),
            new Section("/equipment/{id}/logbook", EQUIPMENT, "logbook"),
            new Section("/equipment", EQUIPMENT, "equipment-and-its-status"),
            new Section("/customers", DISTRIBUTION, "customers"),
            new Section("/shipments", DISTRIBUTION, "shipments"),
            new Section("/returns", DISTRIBUTION, "returns"),
            new Section("/recalls", QUALITY_MANAGEMENT, "recalls"),
            new Section("/complaints", QUALITY_MANAGEMENT, "complaints"),
            new Section("/capas", QUALITY_MANAGEMENT, "capa"),
            new Section("/product-quality-reviews", QUALITY_MANAGEMENT, "product-quality-reviews"),
            new Section("/events", EVENTS, "events"),
            new Section("/event-types", EVENTS, "event-types"),
            new Section("/webhook-endpoints", EVENTS, "webhooks"),
            new Section("/training/courses", TRAINING, "courses"),
            new Section("/training/records", TRAINING, "training-records"),
            new Section("/training/requirements", TRAINING, "requirements"),
            new Section("/users/{id}/qualifications", TRAINING, "qualifications"),
            new Section("/users", USERS, "people"),
            new Section("/audit-events", USERS, "audit-trail"),
            new Section("/files", FILES, "files"));

    private OpenApiGuides() {
    }

    /** The module tags, in the guides' order, each operation tagged with its module and linked to its section. */
    static void apply(OpenAPI openAPI) {
        List<Tag> tags = new ArrayList<>();
        for (Module module : MODULES) {
            tags.add(OASFactory.createTag().name(module.tag()).description(module.description())
                    .externalDocs(OASFactory.createExternalDocumentation().description("Guide").url(BASE + module.page())));
        }
        openAPI.setTags(tags);
        openAPI.getPaths().getPathItems().forEach((path, item) -> item.getOperations().values()
                .forEach(operation -> link(operation, section(path))));
    }

    private static Section section(String path) {
        return SECTIONS.stream().filter(section -> path.equals(section.prefix()) || path.startsWith(section.prefix()))
                .findFirst().orElseThrow(() -> new IllegalStateException("no guide covers " + path + ": add it to "
                        + OpenApiGuides.class.getSimpleName()));
    }

    private static void link(Operation operation, Section section) {
        operation.setTags(new ArrayList<>(List.of(section.module().tag())));
        String link = "Guide: [" + section.module().tag() + "](" + section.link() + ")";
        String description = operation.getDescription();
        operation.setDescription(description == null || description.isBlank() ? link : description + "\n\n" + link);
    }
}
