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
 * starts the server. SIGTERM, as Kubernetes sends it, starts an orderly shutdown (readiness
 * DOWN, in-flight requests finish) and the process then exits 0 rather than 143.
 */
@QuarkusMain
public class Main {

    public static void main(String... args) {
        if (args.length > 0 && args[0].equals(KeysCommand.NAME)) {
            int status = new KeysCommand(System.out, System.err, Clock.systemUTC(), new SecureRandom())
                    .run(Arrays.copyOfRange(args, 1, args.length));
            System.exit(status);
        }
        Signal.handle(new Signal("TERM"), signal -> Quarkus.asyncExit(0));
        Quarkus.run(args);
    }
}
