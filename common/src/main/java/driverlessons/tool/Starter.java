package driverlessons.tool;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The starter for a reader without an engine: {@code start DIR} writes a small project whose one source file,
 * {@code src/MyDriver.java}, is Muller's loop in four sections over {@code common}'s rules and search, with a
 * {@code case} that says TODO for every command of lesson 1; {@code engine DIR} is what its launcher
 * ({@code DIR/engine}, {@code DIR\engine.cmd}) runs: it compiles {@code src/} against this jar when a source (or the
 * jar) is newer than the classes, then runs {@code MyDriver} in the same JVM. The template is this jar's resources
 * under {@code driverlessons/starter/}: one source, written out the same way on every platform.
 */
public final class Starter {
    /** The student's main class (in the default package, in {@code src/MyDriver.java}). */
    public static final String MAIN_CLASS = "MyDriver";
    /** The template's files: the resource's name under {@code driverlessons/starter/}, the file written. */
    private static final List<String[]> FILES = List.of(
            new String[] {"src/MyDriver.java", "src/MyDriver.java"},
            new String[] {"README.md", "README.md"},
            new String[] {"engine", "engine"},
            new String[] {"engine.cmd", "engine.cmd"},
            new String[] {"gitignore", ".gitignore"});   // Maven's resources leave out a file named .gitignore
    /** Written after a successful compilation: the sources and the jar are older than it, or src/ is compiled anew. */
    private static final String STAMP = ".compiled";

    private Starter() {
    }

    /** {@code start DIR}: writes the starter into DIR (new or empty) and says what to do next. */
    static int start(String[] args) {
        if (args.length != 1) {
            return Tool.usage("start", args.length == 0 ? "which directory?" : "one directory, nothing else");
        }
        Path dir = Path.of(args[0]).toAbsolutePath().normalize();
        try {
            Path jar = ownJar();
            if (!Files.isRegularFile(jar)) {
                return Tool.error("start", "run start from common.jar (java -jar common/target/common.jar start DIR)");
            }
            write(dir, jar, Path.of(System.getProperty("java.home"), "bin", isWindows() ? "java.exe" : "java"));
        } catch (IllegalStateException e) {
            return Tool.error("start", e.getMessage());
        } catch (IOException e) {
            return Tool.error("start", e);
        }
        String engine = dir.resolve(isWindows() ? "engine.cmd" : "engine").toString();
        System.out.println("wrote a starter driver to " + dir + ":");
        System.out.println("  src/MyDriver.java   your driver: Muller's loop in four sections, a TODO case per"
                + " command of lesson 1");
        System.out.println("  README.md           what to fill first, and which scenarios of lesson 1 check it");
        System.out.println("  engine, engine.cmd  the engine command for a GUI or a terminal: compiles src/ when it"
                + " changed, then runs it");
        System.out.println("next: fill the case \"protover\" in src/MyDriver.java (README.md, exercise 1), then");
        System.out.println("  ./lesson check 1 -- " + dir + "        (Windows: lesson.cmd check 1 -- " + dir + ")");
        System.out.println("  or java -jar " + ownJar() + " check --lesson 1 -- " + engine);
        return 0;
    }

    /**
     * {@code engine DIR [ARGS...]}: compiles DIR/src when it changed, then runs MyDriver with ARGS; {@code engine DIR
     * --compile} only compiles (the examiner's caller does it first, so that the compilation's seconds do not count
     * in the first scenario's handshake).
     */
    static int engine(String[] args) {
        if (args.length == 0) {
            return Tool.usage("engine", "which starter directory?");
        }
        Path dir = Path.of(args[0]).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir.resolve("src"))) {
            return Tool.error("engine", dir + " has no src/ directory: is it a starter (common.jar start DIR)?");
        }
        String classPath = System.getProperty("java.class.path");
        try {
            if (!compileIfChanged(dir, classPath, System.err)) {
                return 1;
            }
            if (args.length == 2 && args[1].equals("--compile")) {
                return 0;
            }
            return run(dir, java.util.Arrays.copyOfRange(args, 1, args.length));
        } catch (IOException e) {
            return Tool.error("engine", e);
        }
    }

    /**
     * Writes the template into {@code dir}: a directory that does not exist yet or is empty (never over a
     * student's work). The launchers name {@code commonJar}, and {@code java} to run it (when it is gone they
     * use the {@code java} on the PATH).
     */
    public static void write(Path dir, Path commonJar, Path java) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalStateException(dir + " is a file: name a new or empty directory");
        }
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    throw new IllegalStateException(dir + " is not empty: name a new or empty directory (nothing"
                            + " was written)");
                }
            }
        }
        Files.createDirectories(dir.resolve("src"));
        for (String[] file : FILES) {
            String text = template(file[0])
                    .replace("@COMMON_JAR@", quoted(file[1], commonJar.toAbsolutePath().toString()))
                    .replace("@JAVA@", quoted(file[1], java.toAbsolutePath().toString()));
            if (file[1].endsWith(".cmd")) {
                text = text.replace("\r\n", "\n").replace("\n", "\r\n");   // cmd.exe reads CRLF best
            }
            Path target = dir.resolve(file[1]);
            Files.writeString(target, text, StandardCharsets.UTF_8);
            if (file[1].equals("engine")) {
                target.toFile().setExecutable(true, false);
            }
        }
    }

    /** A path for a launcher: inside single quotes for the shell script, as it is for engine.cmd. */
    private static String quoted(String file, String path) {
        return file.equals("engine") ? path.replace("'", "'\\''") : path;
    }

    /** The text of one template file. */
    static String template(String name) throws IOException {
        try (InputStream in = Starter.class.getResourceAsStream("/driverlessons/starter/" + name)) {
            if (in == null) {
                throw new IOException("the starter's template is missing from the jar: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * Compiles {@code dir/src/**.java} into {@code dir/classes} against {@code classPath} when a source, or a jar of
     * the class path, is newer than the last compilation. The compiler's messages go to {@code err}, never to
     * stdout (a GUI reads that). Returns false when the sources do not compile. A lock on {@code classes/.lock}
     * keeps two engines started at once (a GUI's engine against itself) from compiling over each other.
     */
    public static boolean compileIfChanged(Path dir, String classPath, PrintStream err) throws IOException {
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        try (FileChannel channel = FileChannel.open(classes.resolve(".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
             FileLock lock = channel.lock()) {
            List<Path> sources = sources(dir.resolve("src"));
            if (sources.isEmpty()) {
                err.println("engine: no .java file in " + dir.resolve("src"));
                return false;
            }
            Path stamp = classes.resolve(STAMP);
            if (upToDate(stamp, sources, classPath)) {
                return true;
            }
            Files.deleteIfExists(stamp);
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            if (javac == null) {
                err.println("engine: this Java has no compiler (javac): run it with a JDK 17 or newer");
                return false;
            }
            List<String> options = List.of("-d", classes.toString(), "-cp", classPath, "-encoding", "UTF-8",
                    "-proc:none", "-Xlint:none");
            List<String> arguments = new ArrayList<>(options);
            sources.forEach(source -> arguments.add(source.toString()));
            int status = javac.run(null, err, err, arguments.toArray(String[]::new));   // javac's messages: err
            err.flush();
            if (status != 0) {
                err.println("engine: " + dir.resolve("src") + " does not compile (the errors above)");
                return false;
            }
            Files.writeString(stamp, "compiled by common.jar engine\n");
            return true;
        }
    }

    /** True when the stamp is newer than every source and every jar of the class path. */
    private static boolean upToDate(Path stamp, List<Path> sources, String classPath) throws IOException {
        if (!Files.exists(stamp)) {
            return false;
        }
        FileTime built = Files.getLastModifiedTime(stamp);
        List<Path> inputs = new ArrayList<>(sources);
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (Files.isRegularFile(path)) {
                inputs.add(path);
            }
        }
        for (Path input : inputs) {
            if (Files.getLastModifiedTime(input).compareTo(built) > 0) {
                return false;
            }
        }
        return true;
    }

    private static List<Path> sources(Path src) throws IOException {
        try (Stream<Path> files = Files.walk(src)) {
            return files.filter(f -> f.toString().endsWith(".java") && Files.isRegularFile(f)).sorted().toList();
        }
    }

    /** Runs MyDriver.main(args) from {@code dir/classes} in this JVM (its launcher ends the JVM itself). */
    private static int run(Path dir, String[] args) throws IOException {
        URL classes = dir.resolve("classes").toUri().toURL();
        ClassLoader loader = new URLClassLoader(new URL[] {classes}, Starter.class.getClassLoader());
        Thread.currentThread().setContextClassLoader(loader);
        Method main;
        try {
            main = Class.forName(MAIN_CLASS, true, loader).getMethod("main", String[].class);
        } catch (ClassNotFoundException | NoSuchMethodException e) {
            return Tool.error("engine", "no class " + MAIN_CLASS + " with a main method in " + dir.resolve("src"));
        }
        try {
            main.invoke(null, (Object) args);
            return 0;
        } catch (InvocationTargetException e) {
            System.err.println("engine: " + MAIN_CLASS + " failed:");
            e.getCause().printStackTrace();
            return 1;
        } catch (IllegalAccessException e) {
            return Tool.error("engine", MAIN_CLASS + ".main must be public: " + e.getMessage());
        }
    }

    /** The jar (or, in the build's tests, the classes directory) this class was loaded from. */
    static Path ownJar() {
        try {
            return Path.of(Starter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot tell where common.jar is: " + e.getMessage());
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").startsWith("Windows");
    }
}
