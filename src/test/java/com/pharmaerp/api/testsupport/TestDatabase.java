package com.pharmaerp.api.testsupport;

import java.util.Map;

import com.pharmaerp.api.platform.persistence.EmbeddedDatabase;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;

/**
 * A real PostgreSQL (the same embedded one dev mode uses) for every @QuarkusTest and
 * @QuarkusIntegrationTest: started in the test JVM, its URLs handed to the service under test.
 */
@WithTestResource(value = TestDatabase.class, scope = TestResourceScope.GLOBAL)
public class TestDatabase implements QuarkusTestResourceLifecycleManager {

    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        database = EmbeddedDatabase.start(null);
        return database.quarkusConfig();
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
