package com.pharmaerp.api.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/** The manifests generated at package time (target/kubernetes/kubernetes.yml) and the sandbox overlay. */
class KubernetesManifestIT {

    private static final YAMLMapper YAML = new YAMLMapper();
    private static JsonNode deployment;
    private static JsonNode service;
    private static JsonNode container;

    @BeforeAll
    static void readManifest() throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class)
                .readValues(Path.of("target/kubernetes/kubernetes.yml").toFile())) {
            it.forEachRemaining(documents::add);
        }
        deployment = documents.stream().filter(d -> d.path("kind").asText().equals("Deployment")).findFirst().orElseThrow();
        service = documents.stream().filter(d -> d.path("kind").asText().equals("Service")).findFirst().orElseThrow();
        container = deployment.at("/spec/template/spec/containers/0");
    }

    @Test
    void probesUseTheManagementPortWithoutAKey() {
        assertThat(container.at("/livenessProbe/httpGet/path").asText()).isEqualTo("/q/health/live");
        assertThat(container.at("/readinessProbe/httpGet/path").asText()).isEqualTo("/q/health/ready");
        assertThat(container.at("/startupProbe/httpGet/path").asText()).isEqualTo("/q/health/started");
        for (String probe : List.of("livenessProbe", "readinessProbe", "startupProbe")) {
            assertThat(container.at("/" + probe + "/httpGet/port").asInt()).as(probe).isEqualTo(9000);
        }
    }

    @Test
    void containerExposesApiAndManagementPortsButTheServiceOnlyTheApi() {
        assertThat(container.path("ports").findValuesAsText("containerPort")).containsExactlyInAnyOrder("8080", "9000");
        assertThat(service.at("/spec/ports").findValuesAsText("targetPort")).containsExactly("8080");
    }

    @Test
    void resourcesAreRequestedAndLimited() {
        assertThat(container.at("/resources/requests/cpu").asText()).isEqualTo("250m");
        assertThat(container.at("/resources/requests/memory").asText()).isEqualTo("256Mi");
        assertThat(container.at("/resources/limits/cpu").asText()).isEqualTo("1000m");
        assertThat(container.at("/resources/limits/memory").asText()).isEqualTo("768Mi");
    }

    @Test
    void runsLockedDown() {
        assertThat(deployment.at("/spec/template/spec/securityContext/runAsNonRoot").asBoolean()).isTrue();
        assertThat(container.at("/securityContext/readOnlyRootFilesystem").asBoolean()).isTrue();
        assertThat(container.at("/securityContext/allowPrivilegeEscalation").isBoolean()).isTrue();
        assertThat(container.at("/securityContext/allowPrivilegeEscalation").asBoolean()).isFalse();
        assertThat(container.at("/securityContext/capabilities/drop/0").asText()).isEqualTo("ALL");
        assertThat(container.at("/securityContext/seccompProfile/type").asText()).isEqualTo("RuntimeDefault");
    }

    @Test
    void keyFileIsMountedReadOnlyFromASecretAndTheEnvironmentIsSet() {
        JsonNode keysMount = find(container.path("volumeMounts"), "name", "api-keys");
        assertThat(keysMount.path("mountPath").asText()).isEqualTo("/keys");
        assertThat(keysMount.path("readOnly").asBoolean()).isTrue();
        JsonNode keysVolume = find(deployment.at("/spec/template/spec/volumes"), "name", "api-keys");
        assertThat(keysVolume.at("/secret/secretName").asText()).isEqualTo("erp-api-keys");
        assertThat(find(container.path("env"), "name", "ERP_API_KEYS_FILE").path("value").asText())
                .isEqualTo("/keys/api-keys.jsonl");
        assertThat(find(container.path("env"), "name", "ERP_ENVIRONMENT").path("value").asText()).isEqualTo("production");
        assertThat(find(container.path("volumeMounts"), "name", "tmp").path("mountPath").asText()).isEqualTo("/tmp");
    }

    @Test
    void databaseSettingsComeFromASecret() {
        assertThat(container.path("envFrom").findValuesAsText("name")).contains("erp-database");
    }

    @Test
    void theWebhookEncryptionKeyComesFromASecret() {
        assertThat(container.path("envFrom").findValuesAsText("name")).contains("erp-webhooks");
    }

    @Test
    void gracePeriodOutlastsShutdownDelayAndTimeout() {
        // quarkus.shutdown.delay (5 s) + quarkus.shutdown.timeout (20 s) < terminationGracePeriodSeconds
        assertThat(deployment.at("/spec/template/spec/terminationGracePeriodSeconds").asInt()).isGreaterThan(25);
    }

    @Test
    void sandboxOverlayPatchesEnvironmentSecretAndNamespace() throws IOException {
        JsonNode overlay = YAML.readTree(Path.of("deploy/kubernetes/sandbox/kustomization.yaml").toFile());
        assertThat(overlay.path("namespace").asText()).isEqualTo("erp-sandbox");
        assertThat(overlay.at("/resources/0").asText()).isEqualTo("../../../target/kubernetes/kubernetes.yml");
        JsonNode patch = YAML.readTree(overlay.at("/patches/0/patch").asText());
        assertThat(patch.at("/metadata/name").asText()).isEqualTo(deployment.at("/metadata/name").asText());
        JsonNode patchedContainer = patch.at("/spec/template/spec/containers/0");
        assertThat(patchedContainer.path("name").asText()).isEqualTo(container.path("name").asText());
        assertThat(find(patchedContainer.path("env"), "name", "ERP_ENVIRONMENT").path("value").asText()).isEqualTo("sandbox");
        assertThat(find(patch.at("/spec/template/spec/volumes"), "name", "api-keys").at("/secret/secretName").asText())
                .isEqualTo("erp-api-keys-sandbox");
        JsonNode production = YAML.readTree(Path.of("deploy/kubernetes/production/kustomization.yaml").toFile());
        assertThat(production.path("namespace").asText()).isEqualTo("erp-production");
    }

    private static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode item : array) {
            if (item.path(field).asText().equals(value)) {
                return item;
            }
        }
        throw new AssertionError("no item with " + field + "=" + value + " in " + array);
    }
}
