package com.pharmaerp.api.integrations.webhooks;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pharmaerp.api.testsupport.ServiceProcess;

/** What the packaged service does with the webhook settings a deployment gets wrong. */
class WebhookSettingsIT {

    @TempDir
    Path dir;

    @Test
    void privateTargetsInProductionStopTheServiceAtStartSayingWhy() {
        assertThatThrownBy(() -> ServiceProcess.startWithTestKeys(dir, Map.of("ERP_ENVIRONMENT", "production",
                "ERP_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true")).close())
                .hasMessageContaining("erp.webhooks.allow-private-targets is true with erp.environment=production");
    }
}
