package com.pharmaerp.api.testsupport;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Set;
import java.util.stream.Collectors;

import com.pharmaerp.api.platform.problem.ProblemType;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** Every problem code the service declares, found in its classes, so no test keeps a copy of the list. */
public final class ProblemCodes {

    private ProblemCodes() {
    }

    public static Set<ProblemType> declared() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.pharmaerp.api").stream()
                .flatMap(type -> type.getFields().stream())
                .filter(field -> field.getRawType().isEquivalentTo(ProblemType.class)
                        && field.getModifiers().contains(JavaModifier.STATIC))
                .map(ProblemCodes::value)
                .collect(Collectors.toSet());
    }

    private static ProblemType value(JavaField field) {
        try {
            Field reflected = field.reflect();
            if (!Modifier.isPublic(reflected.getModifiers())) {
                reflected.setAccessible(true);
            }
            return (ProblemType) reflected.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
