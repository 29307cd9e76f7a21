package com.pharmaerp.archfixture.quality.service;

import com.pharmaerp.archfixture.integrations.FixtureWebhooks;

/** Breaks "nothing imports the integrations". */
public class CallsWebhooks {

    public void decided(FixtureWebhooks webhooks) {
        webhooks.deliver("inspection_lot.decided");
    }
}
