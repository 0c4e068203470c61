package driverlessons.lesson03;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/** Starts lesson 3: protocol mode under a GUI, the console in a terminal. */
public final class Main {
    /** The name the GUI shows (feature myname) and the console prompt's prefix. */
    static final LessonInfo LESSON = new LessonInfo("lesson03", "Lesson03 pondering (Driver Lessons)");

    private Main() {
    }

    /** Hands the command line to the shared launcher, which runs {@link Lesson03Driver} until quit or end of input. */
    public static void main(String[] args) {
        Launcher.launch(args, LESSON, Lesson03Driver::new);
    }
}
