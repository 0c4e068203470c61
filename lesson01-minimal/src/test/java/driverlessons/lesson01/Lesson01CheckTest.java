package driverlessons.lesson01;

import driverlessons.testing.LessonCheck;

/** The examiner against lesson 1: the scenarios of lessons 1..2 as the lesson table says. */
class Lesson01CheckTest extends LessonCheck {
    @Override
    protected int lesson() {
        return 1;
    }

    @Override
    protected Class<?> mainClass() {
        return Main.class;
    }
}
