package driverlessons.lesson04;

import driverlessons.testing.LessonCheck;

/** The examiner against lesson 4: the scenarios of lessons 1..5 as the lesson table says. */
class Lesson04CheckTest extends LessonCheck {
    @Override
    protected int lesson() {
        return 4;
    }

    @Override
    protected Class<?> mainClass() {
        return Main.class;
    }
}
