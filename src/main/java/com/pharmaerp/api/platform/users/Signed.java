package com.pharmaerp.api.platform.users;

/** A request body that carries the signature of a signed action. */
public interface Signed {

    SignatureRequest signature();
}
