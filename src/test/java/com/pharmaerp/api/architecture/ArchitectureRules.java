package com.pharmaerp.api.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.core.domain.properties.CanBeAnnotated.Predicates.annotatedWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import jakarta.enterprise.context.ApplicationScoped;

import com.tngtech.archunit.lang.ArchRule;

/**
 * The layout of architecture.md as rules, for a root package (the service's, or a
 * fixture's that breaks each rule on purpose): the platform imports no module and not the
 * integrations, nothing imports the integrations, packages form no cycle, a module uses only
 * modules on lower floors, and it reaches one only through that module's top-level package (its
 * ports and the records they take and return), never its api, domain, service or repository.
 */
final class ArchitectureRules {

    /**
     * The floors of docs/design/architecture.md: the platform and training (a module that uses only the
     * platform, asked by it through a port) are floor 1, and the integrations stand beside them.
     */
    static final Map<String, Integer> FLOORS = Map.of("training", 1, "warehouse", 2, "equipment", 2, "quality", 3, "procurement", 4, "production", 4,
            "distribution", 4, "qms", 5);
    static final List<String> MODULES = FLOORS.keySet().stream().sorted().toList();
    private static final List<String> INTERNALS = List.of("api", "domain", "service", "repository");
    private static final String INTEGRATIONS = ".integrations..";

    private final String root;

    ArchitectureRules(String root) {
        this.root = root;
    }

    ArchRule platformImportsNoModule() {
        return noClasses().that().resideInAPackage(root + ".platform..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        Stream.concat(Stream.of(modulePackages("")), Stream.of(root + INTEGRATIONS)).toArray(String[]::new))
                .because("modules and the integrations plug into the platform; the platform never knows them");
    }

    ArchRule nothingImportsTheIntegrations() {
        return noClasses().that().resideOutsideOfPackage(root + INTEGRATIONS)
                .should().dependOnClassesThat().resideInAPackage(root + INTEGRATIONS)
                .because("the integrations stand beside the platform and listen; nothing calls them")
                .allowEmptyShould(true);
    }

    ArchRule integrationsUseOnlyThePlatform() {
        return noClasses().that().resideInAPackage(root + INTEGRATIONS)
                .should().dependOnClassesThat().resideInAnyPackage(modulePackages(""))
                .because("the integrations see the modules only through the platform's event types and feed")
                .allowEmptyShould(true);
    }

    /**
     * A module uses modules on lower floors only, never one on its own floor or above: a question
     * that goes up is a port the lower module declares and the higher one implements.
     */
    ArchRule moduleUsesOnlyLowerFloors(String module) {
        String[] notBelow = FLOORS.entrySet().stream()
                .filter(other -> !other.getKey().equals(module) && other.getValue() >= FLOORS.get(module))
                .map(other -> root + "." + other.getKey() + "..").toArray(String[]::new);
        return noClasses().that().resideInAPackage(root + "." + module + "..")
                .should().dependOnClassesThat().resideInAnyPackage(notBelow)
                .because("a module uses only modules on lower floors (architecture.md)")
                .allowEmptyShould(true);
    }

    /** Modules with another module on their floor or above; qms, alone on the top floor, has none. */
    private static Stream<String> modulesWithFloorsAbove() {
        return MODULES.stream().filter(module -> FLOORS.entrySet().stream()
                .anyMatch(other -> !other.getKey().equals(module) && other.getValue() >= FLOORS.get(module)));
    }

    ArchRule topLevelPackagesFormNoCycle() {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /** Package by package: the audit chain's reading side may use the unit of work that appends to it. */
    ArchRule platformPackagesFormNoCycle() {
        return slices().matching(root + ".platform.(**)").should().beFreeOfCycles();
    }

    ArchRule moduleInternalsAreReachedOnlyFromTheirOwnModule(String module) {
        String[] otherInternals = MODULES.stream().filter(m -> !m.equals(module))
                .flatMap(m -> INTERNALS.stream().map(layer -> root + "." + m + "." + layer + ".."))
                .toArray(String[]::new);
        return noClasses().that().resideInAPackage(root + "." + module + "..")
                .should().dependOnClassesThat(resideInAnyPackage(otherInternals)
                        .and(not(resideInAnyPackage(root + "." + module + ".."))))
                .because("a module uses another only through its ports")
                .allowEmptyShould(true);
    }

    /** Services, domain objects and repositories take and return their own types; resources map them to views. */
    ArchRule internalsImportNoApiTypes(String module) {
        String base = root + "." + module;
        return noClasses().that().resideInAnyPackage(base + ".service..", base + ".domain..", base + ".repository..")
                .should().dependOnClassesThat().resideInAPackage(base + ".api..")
                .because("resources map domain results to views; services do not import api types")
                .allowEmptyShould(true);
    }

    /**
     * A port (a bean in the module's top-level package) calls into its module; nothing inside the
     * module calls back out through it (no cycle of the two). The records the ports take and return
     * and the listeners the module declares for higher modules may be used inside.
     */
    ArchRule internalsDoNotCallTheirPorts(String module) {
        String base = root + "." + module;
        return noClasses().that().resideInAnyPackage(base + ".service..", base + ".domain..", base + ".repository..")
                .should().dependOnClassesThat(resideInAnyPackage(base).and(annotatedWith(ApplicationScoped.class)))
                .because("a port is the module's way in for others; its internals depend on each other, not on it")
                .allowEmptyShould(true);
    }

    // The domain style (architecture.md, "Domain style"): domain classes know no framework, keep their state private, and
    // emit typed events instead of Recorded maps.

    /** A domain class refuses with a Refusal and returns events; HTTP, JSON and the reactive client stay outside. */
    ArchRule domainKnowsNoFramework() {
        return noClasses().that().resideInAPackage(root + "..domain..")
                .should().dependOnClassesThat().resideInAnyPackage("jakarta.ws.rs..", "io.vertx..", "io.quarkus..",
                        "com.fasterxml..", root + ".platform.http..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName(root + ".platform.problem.ProblemException")
                .because("the domain refuses with a Refusal; mapping it to HTTP is the platform's job")
                .allowEmptyShould(true);
    }

    /** A service refuses with a Refusal, as the domain does: one way to refuse, whose status the edge decides. */
    ArchRule servicesRefuseOnlyWithRefusals() {
        return noClasses().that().resideInAPackage(root + "..service..")
                .should().dependOnClassesThat().haveFullyQualifiedName(root + ".platform.problem.ProblemException")
                .because("a service refuses with a Refusal; mapping it to HTTP is the platform's job")
                .allowEmptyShould(true);
    }

    ArchRule domainHasNoPublicMutableField() {
        return fields().that().areDeclaredInClassesThat().resideInAPackage(root + "..domain..")
                .and().arePublic().and().areNotStatic()
                .should().beFinal()
                .because("an aggregate's state changes only through its transitions")
                .allowEmptyShould(true);
    }

    /** Stricter: outside records and enums, an instance field is read through an accessor, even within the package. */
    ArchRule domainInstanceFieldsArePrivate() {
        DescribedPredicate<JavaClass> recordOrEnum = DescribedPredicate.describe("records or enums",
                javaClass -> javaClass.isRecord() || javaClass.isEnum());
        return fields().that().areDeclaredInClassesThat(resideInAPackage(root + "..domain..").and(not(recordOrEnum)))
                .and().areNotStatic().and().doNotHaveModifier(JavaModifier.SYNTHETIC)
                .should().bePrivate()
                .because("an aggregate's state is read through accessors and changed through transitions")
                .allowEmptyShould(true);
    }

    /** Holds as well once Recorded is deleted: no class of that name is depended on. */
    ArchRule nothingUsesRecorded() {
        return noClasses().that().resideInAPackage(root + "..").and().doNotHaveSimpleName("Recorded")
                .should().dependOnClassesThat().haveSimpleName("Recorded")
                .because("a transition's audited state is a typed record, not a map of names and values");
    }

    Stream<ArchRule> domainStyle() {
        return Stream.of(domainKnowsNoFramework(), servicesRefuseOnlyWithRefusals(), domainHasNoPublicMutableField(), domainInstanceFieldsArePrivate(),
                nothingUsesRecorded());
    }

    Stream<ArchRule> all() {
        return Stream.of(Stream.of(platformImportsNoModule(), topLevelPackagesFormNoCycle(), platformPackagesFormNoCycle(),
                nothingImportsTheIntegrations(), integrationsUseOnlyThePlatform()),
                modulesWithFloorsAbove().map(this::moduleUsesOnlyLowerFloors),
                MODULES.stream().map(this::moduleInternalsAreReachedOnlyFromTheirOwnModule),
                MODULES.stream().map(this::internalsImportNoApiTypes),
                MODULES.stream().map(this::internalsDoNotCallTheirPorts)).flatMap(rules -> rules);
    }

    private String[] modulePackages(String suffix) {
        return MODULES.stream().map(m -> root + "." + m + suffix + "..").toArray(String[]::new);
    }
}
