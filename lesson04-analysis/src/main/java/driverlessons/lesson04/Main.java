package driverlessons.lesson04;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/** Starts lesson 4: protocol mode under a GUI, the console in a terminal. */
public final class Main {
    /** The name the GUI shows (feature myname) and the console prompt's prefix. */
    static final LessonInfo LESSON = new LessonInfo("lesson04", "Lesson04 analysis (Driver Lessons)");

    private Main() {
    }

    /** Hands the command line to the shared launcher, which runs {@link Lesson04Driver} until quit or end of input. */
    public static void main(String[] args) {
        Launcher.launch(args, LESSON, Lesson04Driver::new);
    }
}
