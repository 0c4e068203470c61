package driverlessons.lesson05;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/** Starts lesson 5: protocol mode under a GUI, the console in a terminal. */
public final class Main {
    /** The name the GUI shows (feature myname) and the console prompt's prefix. */
    static final LessonInfo LESSON = new LessonInfo("lesson05", "Lesson05 full (Driver Lessons)");

    private Main() {
    }

    /** Hands the command line to the shared launcher, which runs {@link Lesson05Driver} until quit or end of input. */
    public static void main(String[] args) {
        Launcher.launch(args, LESSON, Lesson05Driver::new);
    }
}
