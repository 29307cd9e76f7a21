package com.pharmaerp.api.platform.users;

/** What PATCH may change of a user: only the printed name (roles and active go through the signed access change). */
public record UserData(String printedName) {
}
