package com.pharmaerp.api;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Arrays;

import com.pharmaerp.api.cli.KeysCommand;

import sun.misc.Signal;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * Entry point of the packaged application: {@code keys ...} runs the key-management command
 * without starting the server (so it never competes for the service's ports); anything else
 * starts the server. SIGTERM (from Kubernetes, or {@code kill} in a terminal) starts
 * an orderly shutdown (readiness DOWN, in-flight requests finish, the embedded database stops) and
 * the process then exits 0 rather than 143, in dev mode as from the jar.
 */
@QuarkusMain
public class Main {

    public static void main(String... args) {
        if (args.length > 0 && args[0].equals(KeysCommand.NAME)) {
            int status = new KeysCommand(System.out, System.err, Clock.systemUTC(), new SecureRandom())
                    .run(Arrays.copyOfRange(args, 1, args.length));
            System.exit(status);
        }
        // System.exit, not Quarkus.asyncExit: the shutdown hooks stop the application gracefully and
        // the embedded database after it, and the JVM ends. In dev mode asyncExit only stopped the
        // application and left the JVM, its HTTP server and the database running.
        Signal.handle(new Signal("TERM"), signal -> System.exit(0));
        Quarkus.run(args);
    }
}
