package com.pharmaerp.api.platform.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Index;
import org.jboss.jandex.Indexer;
import org.jboss.jandex.MethodInfo;
import org.junit.jupiter.api.Test;

/**
 * Every operation of the service declares its scope, and every resource class is registered for
 * reflection, because ScopeAuthorizationFilter reads @RequiresScope from the resource method
 * (which a native image allows only for registered classes).
 */
class ResourceScopesTest {

    private static final DotName PATH = DotName.createSimple("jakarta.ws.rs.Path");
    private static final DotName REGISTER = DotName.createSimple("io.quarkus.runtime.annotations.RegisterForReflection");
    private static final DotName REQUIRES_SCOPE = DotName.createSimple(RequiresScope.class.getName());
    private static final List<String> HTTP_METHODS = List.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

    @Test
    void everyResourceIsRegisteredForReflectionAndEveryOperationDeclaresAScope() throws IOException {
        Index index = indexMainClasses();
        List<ClassInfo> resources = index.getKnownClasses().stream().filter(c -> c.declaredAnnotation(PATH) != null)
                .toList();
        assertThat(resources).as("resource classes").isNotEmpty();

        for (ClassInfo resource : resources) {
            AnnotationInstance register = resource.declaredAnnotation(REGISTER);
            assertThat(register).as("%s has @RegisterForReflection", resource.name()).isNotNull();
            assertThat(register.value("methods") == null || register.value("methods").asBoolean())
                    .as("%s registers its methods", resource.name()).isTrue();
            for (MethodInfo method : resource.methods()) {
                boolean operation = HTTP_METHODS.stream()
                        .anyMatch(m -> method.hasDeclaredAnnotation(DotName.createSimple("jakarta.ws.rs." + m)));
                if (operation) {
                    assertThat(method.hasDeclaredAnnotation(REQUIRES_SCOPE)).as("%s.%s declares @RequiresScope",
                            resource.name(), method.name()).isTrue();
                    String scope = method.declaredAnnotation(REQUIRES_SCOPE).value().asString();
                    assertThat(Scopes.all()).as("scope of %s.%s", resource.name(), method.name()).contains(scope);
                }
            }
        }
    }

    private static Index indexMainClasses() throws IOException {
        Indexer indexer = new Indexer();
        List<Path> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("target/classes"))) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(classes::add);
        }
        for (Path file : classes) {
            try (InputStream in = Files.newInputStream(file)) {
                indexer.index(in);
            }
        }
        return indexer.complete();
    }
}
