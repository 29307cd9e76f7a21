package com.pharmaerp.archfixture.platform.leaky;

import com.pharmaerp.archfixture.integrations.FixtureWebhooks;

/** Breaks "the platform imports no module and not the integrations". */
public class LeakyIntegrations {

    public void append(FixtureWebhooks webhooks) {
        webhooks.deliver("audit.appended");
    }
}
