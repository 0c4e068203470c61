package driverlessons.lesson02;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/** Starts lesson 2: protocol mode under a GUI, the console in a terminal. */
public final class Main {
    /** The name the GUI shows (feature myname) and the console prompt's prefix. */
    static final LessonInfo LESSON = new LessonInfo("lesson02", "Lesson02 time control (Driver Lessons)");

    private Main() {
    }

    /** Hands the command line to the shared launcher, which runs {@link Lesson02Driver} until quit or end of input. */
    public static void main(String[] args) {
        Launcher.launch(args, LESSON, Lesson02Driver::new);
    }
}
