package com.pharmaerp.archfixture.integrations;

/** The integrations' side: what nothing may call. */
public class FixtureWebhooks {

    public void deliver(String event) {
        event.length();
    }
}
