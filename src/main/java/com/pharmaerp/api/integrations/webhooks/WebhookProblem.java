package com.pharmaerp.api.integrations.webhooks;

import com.pharmaerp.api.platform.problem.ProblemType;

/** The problems of webhook endpoints. */
public final class WebhookProblem {

    /** Webhooks are off on this deployment: no encryption key for their secrets is configured. */
    public static final ProblemType WEBHOOKS_UNAVAILABLE = new ProblemType("webhooks_unavailable", 503, "Webhooks unavailable");

    private WebhookProblem() {
    }
}
