package driverlessons.lesson05.faulty;

/**
 * One deliberate fault: lesson 5 (which passes every scenario) behind a filter that breaks one behaviour, so the
 * scenario that checks it must fail. The filter sees every line from the GUI before the driver does, every line of
 * the driver's before the GUI does, and the end of input; by default it passes everything on unchanged.
 *
 * @param name     the fault's name ({@code pong-before-move})
 * @param scenario the examiner's scenario it must make fail
 * @param filter   what it does to the lines
 */
public record Fault(String name, String scenario, Filter filter) {
    /** The filter of a fault; each method's default passes the line on. */
    public interface Filter {
        /** A line from the GUI on its way to the engine. */
        default void toEngine(String line, Pipes pipes) {
            pipes.toEngine(line);
        }

        /** A line from the engine on its way to the GUI. */
        default void toGui(String line, Pipes pipes) {
            pipes.toGui(line);
        }

        /** The GUI closed the engine's input. */
        default void endOfInput(Pipes pipes) {
            pipes.endInput();
        }
    }

    /** A fault that only changes what the GUI sends. */
    public static Fault input(String name, String scenario, java.util.function.BiConsumer<String, Pipes> toEngine) {
        return new Fault(name, scenario, new Filter() {
            @Override
            public void toEngine(String line, Pipes pipes) {
                toEngine.accept(line, pipes);
            }
        });
    }

    /** A fault that only changes what the engine says. */
    public static Fault output(String name, String scenario, java.util.function.BiConsumer<String, Pipes> toGui) {
        return new Fault(name, scenario, new Filter() {
            @Override
            public void toGui(String line, Pipes pipes) {
                toGui.accept(line, pipes);
            }
        });
    }
}
