package driverlessons.lesson02;

import driverlessons.testing.LessonCheck;

/** The examiner against lesson 2: the scenarios of lessons 1..3 as the lesson table says. */
class Lesson02CheckTest extends LessonCheck {
    @Override
    protected int lesson() {
        return 2;
    }

    @Override
    protected Class<?> mainClass() {
        return Main.class;
    }
}
