package driverlessons.check;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code check --watch}: examines, then waits for a change of the engine's files (its program or script, a jar
 * among its arguments, or the paths given) and examines again, saying what changed since the last run ("new-and-move:
 * FAIL -> pass"). It polls the files' times every 200 ms, so a save is seen within a second; Ctrl-C ends it.
 */
final class Watch {
    private static final long POLL_MS = 200;

    private Watch() {
    }

    /**
     * The files of an engine command: the program when it is a file, and every argument that is a file; for a
     * script ({@code python3 engine.py}) also the files of its kind beside it (the modules it imports); for a
     * starter's launcher ({@code ./lesson start}: {@code DIR/engine} beside {@code DIR/src}) the sources.
     */
    static List<Path> engineFiles(List<String> engine) {
        List<Path> files = new ArrayList<>();
        Path sources = starterSources(engine);
        if (sources != null) {
            files.add(sources);
        }
        for (String word : engine) {
            File file = new File(word);
            if (file.isFile() || file.isDirectory()) {
                files.add(file.toPath());
            }
            String extension = file.isFile() && file.getName().contains(".")
                    ? file.getName().substring(file.getName().lastIndexOf('.')) : "";
            if (!extension.isEmpty() && !BUILT.contains(extension.toLowerCase(java.util.Locale.ROOT))) {
                File[] siblings = file.getAbsoluteFile().getParentFile().listFiles((dir, name) ->
                        name.endsWith(extension) && !name.equals(file.getName()));
                for (File sibling : siblings == null ? new File[0] : siblings) {
                    files.add(sibling.toPath());
                }
            }
        }
        return files;
    }

    /** The endings of built programs: watched alone (their build writes them anew), not with their neighbours. */
    private static final java.util.Set<String> BUILT = java.util.Set.of(".jar", ".exe", ".bin", ".out", ".class");

    /** The sources of a starter whose launcher is the engine command, or null. */
    private static Path starterSources(List<String> engine) {
        File program = new File(engine.get(0));
        File src = new File(program.getAbsoluteFile().getParentFile(), "src");
        return program.getName().matches("engine(\\.cmd)?") && program.isFile() && src.isDirectory()
                ? src.toPath() : null;
    }

    /**
     * Before each run, a starter's sources are compiled ({@code engine --compile}), so that the compilation
     * takes no time from the first scenario's handshake; compiler errors show on stderr.
     */
    static void compileStarter(List<String> engine) {
        if (starterSources(engine) == null) {
            return;
        }
        try {
            new ProcessBuilder(engine.get(0), "--compile").inheritIO().start().waitFor();
        } catch (java.io.IOException e) {
            System.err.println("check: could not compile the starter: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs {@code examine} now and after every change of {@code paths}; never returns unless interrupted. */
    static int run(List<Path> paths, Supplier<Check.Run> examine) {
        if (paths.isEmpty()) {
            System.err.println("check: --watch found no file in the engine's command to watch: name them"
                    + " (--watch PATH... --)");
            return 2;
        }
        Map<String, String> last = null;
        while (true) {
            Map<String, Long> stamps = stamps(paths);
            Check.Run run = examine.get();
            Map<String, String> now = run.verdicts();
            if (last != null) {
                System.out.println(changes(last, now));
            }
            last = now;
            System.out.println("watching " + (paths.size() <= 6 ? paths : paths.subList(0, 5) + " and "
                    + (paths.size() - 5) + " more") + " (Ctrl-C ends)");
            System.out.flush();
            try {
                while (stamps(paths).equals(stamps)) {
                    Thread.sleep(POLL_MS);
                }
                Thread.sleep(POLL_MS);                     // let an editor finish writing
            } catch (InterruptedException e) {
                return run.status();
            }
            System.out.println();
            System.out.println("a change: examining again");
        }
    }

    /** "since the last run: new-and-move FAIL -> pass; ping pass -> FAIL" or "since the last run: no verdict changed". */
    static String changes(Map<String, String> before, Map<String, String> after) {
        List<String> changed = new ArrayList<>();
        for (Map.Entry<String, String> entry : after.entrySet()) {
            String was = before.get(entry.getKey());
            if (was == null) {
                changed.add(entry.getKey() + " (new) " + entry.getValue());
            } else if (!was.equals(entry.getValue())) {
                changed.add(entry.getKey() + " " + was + " -> " + entry.getValue());
            }
        }
        return "since the last run: " + (changed.isEmpty() ? "no verdict changed" : String.join("; ", changed));
    }

    /** The modification times of the files (recursively, for a directory), in order. */
    private static Map<String, Long> stamps(List<Path> paths) {
        Map<String, Long> stamps = new LinkedHashMap<>();
        for (Path path : paths) {
            try (var files = Files.isDirectory(path) ? Files.walk(path) : java.util.stream.Stream.of(path)) {
                files.filter(Files::isRegularFile).forEach(file -> {
                    try {
                        stamps.put(file.toString(), Files.getLastModifiedTime(file).toMillis());
                    } catch (java.io.IOException e) {
                        stamps.put(file.toString(), -1L);
                    }
                });
            } catch (java.io.IOException | java.io.UncheckedIOException e) {
                stamps.put(path.toString(), -1L);
            }
        }
        return stamps;
    }
}
