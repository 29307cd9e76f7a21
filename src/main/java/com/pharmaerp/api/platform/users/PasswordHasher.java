package com.pharmaerp.api.platform.users;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

import jakarta.inject.Singleton;

import org.bouncycastle.crypto.generators.OpenBSDBCrypt;

import com.pharmaerp.api.platform.config.ErpConfig;

import io.quarkus.vertx.VertxContextSupport;
import io.smallrye.mutiny.Uni;

/**
 * bcrypt with a per-password random salt. Hashing is slow on purpose, so it runs on a worker
 * thread and completes back on the caller's Vert.x context, never blocking the event loop.
 */
@Singleton
public class PasswordHasher {

    /** bcrypt reads at most 72 bytes of a password; a longer one would be silently cut. */
    public static final int MAX_BYTES = 72;

    private final SecureRandom random = new SecureRandom();
    private final int cost;

    public PasswordHasher(ErpConfig config) {
        this.cost = config.users().passwordCost();
    }

    public static boolean fits(String password) {
        return password.getBytes(StandardCharsets.UTF_8).length <= MAX_BYTES;
    }

    public Uni<String> hash(String password) {
        return VertxContextSupport.executeBlocking(() -> {
            byte[] salt = new byte[16];
            random.nextBytes(salt);
            return OpenBSDBCrypt.generate(password.toCharArray(), salt, cost);
        });
    }

    /** Whether the password is the one the hash was made from (compared in constant time by bcrypt). */
    public Uni<Boolean> matches(String hash, String password) {
        return VertxContextSupport.executeBlocking(() -> OpenBSDBCrypt.checkPassword(hash, password.toCharArray()));
    }
}
