package com.pharmaerp.archfixture.warehouse.domain;

import jakarta.ws.rs.core.Response;

/** Breaks "the domain knows no framework": it speaks HTTP. */
public class AnswersInHttp {

    public Response.Status refuse() {
        return Response.Status.CONFLICT;
    }
}
