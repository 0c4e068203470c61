package driverlessons.lesson01;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/** Starts lesson 1: protocol mode under a GUI, the console in a terminal. */
public final class Main {
    /** The name the GUI shows (feature myname) and the console prompt's prefix. */
    static final LessonInfo LESSON = new LessonInfo("lesson01", "Lesson01 minimal (Driver Lessons)");

    private Main() {
    }

    /** Hands the command line to the shared launcher, which runs {@link Lesson01Driver} until quit or end of input. */
    public static void main(String[] args) {
        Launcher.launch(args, LESSON, Lesson01Driver::new);
    }
}
