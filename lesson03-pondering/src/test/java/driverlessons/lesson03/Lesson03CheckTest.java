package driverlessons.lesson03;

import driverlessons.testing.LessonCheck;

/** The examiner against lesson 3: the scenarios of lessons 1..4 as the lesson table says. */
class Lesson03CheckTest extends LessonCheck {
    @Override
    protected int lesson() {
        return 3;
    }

    @Override
    protected Class<?> mainClass() {
        return Main.class;
    }
}
