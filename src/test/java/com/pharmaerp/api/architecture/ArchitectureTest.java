package com.pharmaerp.api.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

/** The service keeps architecture.md's layout; each rule is shown to fail on a fixture that breaks it. */
class ArchitectureTest {

    private static final JavaClasses SERVICE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.pharmaerp.api");
    private static final String FIXTURE_ROOT = "com.pharmaerp.archfixture";
    private static final JavaClasses FIXTURE = new ClassFileImporter().importPackages(FIXTURE_ROOT);

    static Stream<ArchRule> serviceRules() {
        return new ArchitectureRules("com.pharmaerp.api").all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("serviceRules")
    void serviceFollowsTheRule(ArchRule rule) {
        rule.check(SERVICE);
    }

    static Stream<ArchRule> domainStyleRules() {
        return new ArchitectureRules("com.pharmaerp.api").domainStyle();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("domainStyleRules")
    void serviceFollowsTheDomainStyle(ArchRule rule) {
        rule.check(SERVICE);
    }

    @Test
    void platformImportingAModuleIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).platformImportsNoModule().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("LeakyPlatform"));
    }

    @Test
    void platformImportingTheIntegrationsIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).platformImportsNoModule().evaluate(FIXTURE);

        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("LeakyIntegrations"));
    }

    @Test
    void aModuleImportingTheIntegrationsIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).nothingImportsTheIntegrations().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("CallsWebhooks"));
    }

    @Test
    void theIntegrationsUsingAModuleIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).integrationsUseOnlyThePlatform().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("ReadsWarehouse"));
    }

    @Test
    void aModuleUsingOneOnAHigherFloorIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).moduleUsesOnlyLowerFloors("warehouse").evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("AsksQualityUpward") && line.contains("quality.QualityFixturePort"));
    }

    @Test
    void aModuleUsingOneOnItsOwnFloorIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).moduleUsesOnlyLowerFloors("procurement")
                .evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("AsksProductionSideways") && line.contains("production.ProductionFixturePort"));
    }

    @Test
    void aModuleUsingOneOnALowerFloorIsAllowed() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).moduleUsesOnlyLowerFloors("quality").evaluate(FIXTURE);

        assertThat(result.hasViolation()).isFalse();
    }

    @Test
    void aPackageCycleIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).platformPackagesFormNoCycle().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString()).contains("CycleA", "CycleB");
    }

    @Test
    void aModuleReachingIntoAnothersInternalsIsCaughtAndItsFacadeIsAllowed() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).moduleInternalsAreReachedOnlyFromTheirOwnModule(
                "quality").evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("ReachesIntoWarehouse") && line.contains("warehouse.domain.FixtureLot"))
                .noneMatch(line -> line.contains("UsesWarehouseFacade"));
    }

    @Test
    void aServiceImportingItsModulesApiTypesIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).internalsImportNoApiTypes("warehouse").evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("RendersViews"));
    }

    @Test
    void aServiceCallingItsOwnPortIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).internalsDoNotCallTheirPorts("warehouse")
                .evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("CallsBackThroughFacade"));
    }

    @Test
    void aDomainClassUsingHttpOrProblemExceptionIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).domainKnowsNoFramework().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("AnswersInHttp") && line.contains("jakarta.ws.rs"))
                .anyMatch(line -> line.contains("ThrowsProblemException") && line.contains("ProblemException"));
    }

    @Test
    void aServiceThrowingProblemExceptionIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).servicesRefuseOnlyWithRefusals().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("RefusesInHttp") && line.contains("ProblemException"));
    }

    @Test
    void aPublicMutableFieldInTheDomainIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).domainHasNoPublicMutableField().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("OpenStock.quantity"))
                .noneMatch(line -> line.contains("OpenStock.lot") || line.contains("SharedStock"));
    }

    @Test
    void aPackagePrivateFieldOfADomainClassIsCaughtButNotARecordsOrAnEnums() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).domainInstanceFieldsArePrivate().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anyMatch(line -> line.contains("SharedStock.quantity"))
                .anyMatch(line -> line.contains("OpenStock.lot"))
                .noneMatch(line -> line.contains("FixtureStatus") || line.contains("FixtureState"));
    }

    @Test
    void aCallToRecordedIsCaught() {
        EvaluationResult result = new ArchitectureRules(FIXTURE_ROOT).nothingUsesRecorded().evaluate(FIXTURE);

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).anyMatch(line -> line.contains("RecordsByName"));
    }
}
