package driverlessons.lesson05;

import driverlessons.testing.LessonCheck;

/** The examiner against lesson 5: the scenarios of lessons 1..5 as the lesson table says. */
class Lesson05CheckTest extends LessonCheck {
    @Override
    protected int lesson() {
        return 5;
    }

    @Override
    protected Class<?> mainClass() {
        return Main.class;
    }
}
