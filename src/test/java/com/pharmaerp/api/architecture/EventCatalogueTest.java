package com.pharmaerp.api.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.pharmaerp.api.platform.audit.Event;
import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypes;
import com.pharmaerp.archfixture.warehouse.domain.FixtureLotEvent;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * Every event record keeps its catalogue entry in a {@code public static final EventType TYPE} that an
 * EventTypeProvider lists, so the catalogue and the emitted types cannot drift apart.
 */
class EventCatalogueTest {

    @Test
    void everyEventRecordOfTheServiceHasACataloguedType() {
        JavaClasses service = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.pharmaerp.api");

        assertThat(uncatalogued(service)).isEmpty();
    }

    @Test
    void anEventRecordWhoseTypeIsNotCataloguedOrMissingIsCaught() {
        JavaClasses fixture = new ClassFileImporter().importPackages("com.pharmaerp.archfixture");

        assertThat(uncatalogued(fixture))
                .anyMatch(problem -> problem.contains(FixtureLotEvent.Uncatalogued.class.getName())
                        && problem.contains("lot.fixture_uncatalogued"))
                .anyMatch(problem -> problem.contains(FixtureLotEvent.Untyped.class.getName()))
                .noneMatch(problem -> problem.contains(FixtureLotEvent.Catalogued.class.getName()));
    }

    /** One line per concrete Event class whose TYPE is missing, not a constant, or not in the catalogue. */
    private static List<String> uncatalogued(JavaClasses classes) {
        List<String> problems = new ArrayList<>();
        for (JavaClass event : classes.that(JavaClass.Predicates.assignableTo(Event.class))) {
            if (event.isInterface() || event.getModifiers().contains(JavaModifier.ABSTRACT)) {
                continue;
            }
            EventType type = typeConstant(event.reflect());
            if (type == null) {
                problems.add(event.getName() + " has no public static final EventType TYPE");
            } else if (!EventTypes.all().contains(type)) {
                problems.add(event.getName() + ".TYPE " + type + " is not in EventTypes.all()");
            }
        }
        return problems;
    }

    private static EventType typeConstant(Class<?> event) {
        try {
            Field field = event.getDeclaredField("TYPE");
            int constant = Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL;
            if ((field.getModifiers() & constant) != constant || field.getType() != EventType.class) {
                return null;
            }
            return (EventType) field.get(null);
        } catch (NoSuchFieldException | IllegalAccessException e) {
            return null;
        }
    }
}
