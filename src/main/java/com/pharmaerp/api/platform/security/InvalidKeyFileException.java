package com.pharmaerp.api.platform.security;

/** The key file cannot be used as a whole; the message names the line and field, never a secret. */
public class InvalidKeyFileException extends Exception {

    public InvalidKeyFileException(String message) {
        super(message);
    }
}
