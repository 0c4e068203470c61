package driverlessons.gomocup;

import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;

/**
 * Starts the Gomocup engine: protocol mode under a manager, the console in a terminal. {@code bench} instead
 * runs the benchmark and prints its figures.
 */
public final class Main {
    /** The engine's short name (console prompt, log) and title. */
    static final LessonInfo APPENDIX = new LessonInfo("gomocup", "Driver Lessons appendix (Gomocup)");

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("bench")) {
            System.exit(Bench.run(args, System.out));
        }
        Launcher.launch(args, APPENDIX, GomocupDriver::new);
    }
}
