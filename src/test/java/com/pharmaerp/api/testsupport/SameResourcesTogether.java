package com.pharmaerp.api.testsupport;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

import io.quarkus.test.common.WithTestResource;

/**
 * Runs the integration test classes that start the packaged jar with the same test resources and arguments one after
 * another, then by name. Quarkus starts the jar again whenever the resources change from one class to the next, so
 * ordering by name alone paid a start for each class that followed one with other settings. Quarkus's class orderer
 * uses this one within its own groups ({@code junit.quarkus.orderer.secondary-orderer} in the failsafe configuration).
 */
public class SameResourcesTogether implements ClassOrderer {

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparing((ClassDescriptor descriptor) -> resources(descriptor
                .getTestClass())).thenComparing(descriptor -> descriptor.getTestClass().getName()));
    }

    /** The class's test resources with their arguments, its superclasses' included, in a stable spelling. */
    static String resources(Class<?> testClass) {
        List<String> found = new ArrayList<>();
        for (Class<?> type = testClass; type != null; type = type.getSuperclass()) {
            for (WithTestResource resource : type.getDeclaredAnnotationsByType(WithTestResource.class)) {
                found.add(resource.value().getName() + Arrays.stream(resource.initArgs())
                        .map(argument -> argument.name() + "=" + argument.value()).sorted().toList());
            }
        }
        Collections.sort(found);
        return String.join(";", found);
    }
}
