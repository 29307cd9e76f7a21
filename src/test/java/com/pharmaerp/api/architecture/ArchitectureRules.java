package com.pharmaerp.api.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.util.List;
import java.util.stream.Stream;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layout of architecture.md as rules, for a root package (the service's, or a fixture's that
 * breaks each rule on purpose): the platform imports no module, packages form no cycle, and a
 * module reaches another only through that module's top-level package (its facade and the
 * records the facade takes and returns), never its api, domain, service or repository.
 */
final class ArchitectureRules {

    static final List<String> MODULES = List.of("procurement", "warehouse", "quality", "production", "distribution", "qms");
    private static final List<String> INTERNALS = List.of("api", "domain", "service", "repository");

    private final String root;

    ArchitectureRules(String root) {
        this.root = root;
    }

    ArchRule platformImportsNoModule() {
        return noClasses().that().resideInAPackage(root + ".platform..")
                .should().dependOnClassesThat().resideInAnyPackage(modulePackages(""))
                .because("modules plug into the platform; the platform never knows them");
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
                .because("a module uses another only through its facade")
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

    /** A facade calls into its module; nothing inside the module calls back out through it (no cycle of the two). */
    ArchRule internalsDoNotCallTheirFacade(String module) {
        String base = root + "." + module;
        return noClasses().that().resideInAnyPackage(base + ".service..", base + ".domain..", base + ".repository..")
                .should().dependOnClassesThat(resideInAnyPackage(base).and(simpleNameEndingWith("Facade")))
                .because("the facade is the module's way in for others; its internals depend on each other, not on it")
                .allowEmptyShould(true);
    }

    // The domain style (layout.md): domain classes know no framework, keep their state private, and
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
        return Stream.of(domainKnowsNoFramework(), domainHasNoPublicMutableField(), domainInstanceFieldsArePrivate(),
                nothingUsesRecorded());
    }

    Stream<ArchRule> all() {
        return Stream.of(Stream.of(platformImportsNoModule(), topLevelPackagesFormNoCycle(), platformPackagesFormNoCycle()),
                MODULES.stream().map(this::moduleInternalsAreReachedOnlyFromTheirOwnModule),
                MODULES.stream().map(this::internalsImportNoApiTypes),
                MODULES.stream().map(this::internalsDoNotCallTheirFacade)).flatMap(rules -> rules);
    }

    private String[] modulePackages(String suffix) {
        return MODULES.stream().map(m -> root + "." + m + suffix + "..").toArray(String[]::new);
    }
}
