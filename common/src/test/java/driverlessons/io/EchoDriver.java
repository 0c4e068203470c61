package driverlessons.io;

import driverlessons.chess.Game;
import driverlessons.chess.Side;
import java.util.List;

/**
 * A tiny fake driver for the tests: echoes each line as {@code echo LINE}, answers {@code ping N} with
 * {@code pong N}, "thinks" on {@code go} (thinking lines until interrupted or a line arrives, then
 * {@code move e7e5}), and returns on {@code quit} or the end of input.
 */
public final class EchoDriver implements Driver {
    private final EngineIo io;
    private volatile boolean stop;

    public EchoDriver(EngineIo io) {
        this.io = io;
        io.show(EngineState.of(new Game(), Side.BLACK, null));
    }

    @Override
    public void run() {
        String line;
        while ((line = io.in().readLine()) != null) {
            if (line.equals("quit")) {
                return;
            } else if (line.startsWith("ping ")) {
                io.out().send("pong " + line.substring(5));
            } else if (line.equals("go")) {
                think();
            } else if (line.equals("fail")) {
                throw new IllegalStateException("asked to fail");
            } else {
                io.out().send("echo " + line);
            }
        }
        io.out().send("bye");
    }

    /** Thinking lines every 50 ms until Ctrl-C or a waiting line (which is kept for the main loop). */
    private void think() {
        stop = false;
        for (int depth = 1; depth < 400 && !stop && !io.in().inputWaiting(); depth++) {
            io.out().send(depth + " 12 " + depth * 5 + " " + depth * 1000 + " e7e5");
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
        }
        io.out().send("move e7e5");
    }

    @Override
    public List<String> commands() {
        return List.of("new", "go", "force", "ping", "quit", "usermove", "undo");
    }

    @Override
    public void interrupt() {
        stop = true;
    }

    /** Runs the fake lesson through the real launcher (for the subprocess test and for trying the console). */
    public static void main(String[] args) {
        Launcher.launch(args, new LessonInfo("echo", "Echo lesson (test)"), EchoDriver::new);
    }
}
