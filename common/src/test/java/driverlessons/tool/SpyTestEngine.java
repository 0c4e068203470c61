package driverlessons.tool;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A tiny engine for the spy's tests, run as its own process ({@code java -cp TESTCLASSPATH
 * driverlessons.tool.SpyTestEngine [echo]}).
 * <ul>
 * <li>{@code echo}: copies its stdin to its stdout byte for byte, exits 0 at the end of input.</li>
 * <li>otherwise a CECP-like dialog: {@code protover 2} → a feature line with {@code done=1}; {@code ping N} →
 *     {@code pong N}; {@code usermove M} → {@code move e7e5}; {@code stderr TEXT} → TEXT on stderr;
 *     {@code close} closes its stdout and goes on reading; {@code exit N} exits at once with code N;
 *     {@code quit} exits 0; the end of input exits with {@link #EOF_CODE}, so a test sees it came from here.</li>
 * </ul>
 */
public final class SpyTestEngine {
    /** The exit code at the end of input. */
    static final int EOF_CODE = 3;

    private SpyTestEngine() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("echo")) {
            echo(new FileInputStream(FileDescriptor.in), new FileOutputStream(FileDescriptor.out));
            System.exit(0);
        }
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("protover 2")) {
                out.println("feature myname=\"spy test\" ping=1 usermove=1 sigint=0 sigterm=0 done=1");
            } else if (line.startsWith("ping ")) {
                out.println("pong " + line.substring(5));
            } else if (line.startsWith("usermove ")) {
                out.println("move e7e5");
            } else if (line.startsWith("stderr ")) {
                System.err.println(line.substring(7));
            } else if (line.equals("close")) {
                out.close();
            } else if (line.startsWith("exit ")) {
                System.exit(Integer.parseInt(line.substring(5).trim()));
            } else if (line.equals("quit")) {
                System.exit(0);
            }
        }
        System.exit(EOF_CODE);
    }

    private static void echo(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[4096];
        int n;
        while ((n = in.read(buffer)) >= 0) {
            out.write(buffer, 0, n);
            out.flush();
        }
    }
}
