package driverlessons.tool;

import static driverlessons.tool.ToolCommand.of;

import driverlessons.tuning.TuneCommands;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;

/**
 * The command-line tool in {@code common.jar}: perft, divide and perft-suite for the move generator; bench, smp,
 * speed, search and epd (a test suite such as Win At Chess) for the search; the tuner's commands; spy, which sits
 * between a GUI and any engine and logs their conversation; timeline, which draws such a log; check, the examiner;
 * start and engine, the starter driver for a reader without an engine ({@link Starter}). The tool is not an
 * engine: its stdout is its report, so unlike the lessons it prints there directly — except {@code spy} and
 * {@code engine}, whose stdout is the engine's and nothing else. Each command lives in its own class; this one holds the table of commands, which
 * help, usage errors and dispatch all read.
 */
public final class Tool {
    private Tool() {
    }

    /**
     * The commands: one entry each, in the order {@code help} lists them. Adding a command is adding an entry:
     * its name, a one-line summary, the usage, an example, the method that runs it, then each argument or option
     * with its meaning.
     */
    static final CommandLine COMMANDS = new CommandLine("common.jar", "java -jar common/target/common.jar",
            "the engine's checks, benchmarks and tools", List.of(
            of("perft", "count the positions DEPTH moves deep (the move generator's check)",
                    "perft DEPTH [FEN]", "perft 5", PerftCommands::perft,
                    "DEPTH", "how many moves (plies) deep to count",
                    "FEN", "the position (default: the start position); quotes are not needed"),
            of("divide", "perft split by the first move, to find the move a generator gets wrong",
                    "divide DEPTH [FEN]", "divide 3 r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", PerftCommands::divide,
                    "DEPTH", "how many moves deep to count, at least 1",
                    "FEN", "the position (default: the start position)"),
            of("perft-suite", "check every perft count of an EPD file",
                    "perft-suite FILE [MAXDEPTH]", "perft-suite common/perft/perftsuite.epd 4",
                    PerftCommands::perftSuite,
                    "FILE", "lines 'FEN ;D1 20 ;D2 400 ...'; exit status 1 when a count is wrong",
                    "MAXDEPTH", "skip the counts deeper than this (default: all)"),
            of("bench", "search fixed positions to a fixed depth: the search's signature and its speed",
                    "bench [DEPTH] [--threads N]", "bench 10", SearchCommands::bench,
                    "DEPTH", "search depth (default " + SearchCommands.BENCH_DEPTH + ")",
                    "--threads N", "search threads (default 1; with more the node count varies)"),
            of("smp", "bench with one thread against bench with several: the speed-up",
                    "smp [DEPTH] [THREADS] [RUNS]", "smp 10 2 3", SearchCommands::smp,
                    "DEPTH", "search depth (default 11)",
                    "THREADS", "threads of the second run, at least 2 (default 2)",
                    "RUNS", "runs of each, alternating (default 3)"),
            of("speed", "which of two builds searches faster: their bench in one JVM, alternately, round by round",
                    "speed A.jar B.jar [DEPTH] [ROUNDS]", "speed /tmp/old-common.jar common/target/common.jar 10 10",
                    SpeedCommand::speed,
                    "A.jar, B.jar", "two builds of common.jar; B's nodes a second over A's is the figure",
                    "DEPTH", "bench depth (default " + SpeedCommand.DEFAULT_DEPTH + ")",
                    "ROUNDS", "rounds of one run each, A and B in turns (default " + SpeedCommand.DEFAULT_ROUNDS
                            + "), after one run each to warm up"),
            of("search", "search one position and print the thinking lines and the best move",
                    "search FEN (--depth D | --movetime MS | --nodes N) [--hash MB] [--threads N]",
                    "search startpos --movetime 1000", SearchCommands::search,
                    "FEN", "the position, or startpos",
                    "--depth D", "stop after depth D",
                    "--movetime MS", "stop after MS milliseconds",
                    "--nodes N", "stop after N nodes (limits may be combined: the first reached ends it)",
                    "--hash MB", "hash table size (default 64)",
                    "--threads N", "search threads (default 1)"),
            of("epd", "solve a test suite (Win At Chess, ...) and count the positions solved",
                    "epd FILE [MS | --nodes N]", "epd common/epd/wac.epd --nodes 100000", SearchCommands::epd,
                    "FILE", "EPD lines with bm (best moves) or am (moves to avoid)",
                    "MS", "milliseconds per position (default 1000)",
                    "--nodes N", "N nodes per position instead: the same answers on every machine"),
            of("selfplay", "play the engine against itself and write positions for the tuner",
                    "selfplay OUT [GAMES] [NODES] [PER_GAME] [SEED]", "selfplay /tmp/selfplay.txt 800 4000 40 1",
                    TuneCommands::selfPlay,
                    "OUT", "the file of positions to write",
                    "GAMES", "games to play (default 500)",
                    "NODES", "nodes a move (default 4000)",
                    "PER_GAME", "positions kept from each game (default 40)",
                    "SEED", "random seed of the openings (default 1)"),
            of("positions", "take positions for the tuner from games already played (PGN, as XBoard saves them)",
                    "positions OUT PER_GAME PGN...", "positions /tmp/games.txt 40 /tmp/match/games.pgn",
                    TuneCommands::positions,
                    "OUT", "the file of positions to write, as selfplay writes it",
                    "PER_GAME", "positions kept from each game, each made quiet, none twice",
                    "PGN", "files of games with their results, from tools/strength-match for instance"),
            of("openings", "make balanced start positions for matches (needs a UCI engine)",
                    "openings OUT [COUNT] [MAX_CP] [SEED] [ENGINE]", "openings /tmp/openings.fen 100 40",
                    TuneCommands::openings,
                    "OUT", "the file of FENs to write",
                    "COUNT", "how many (default 100)",
                    "MAX_CP", "the largest score in centipawns a position may have (default 40)",
                    "SEED", "random seed (default 1)",
                    "ENGINE", "the UCI engine that scores them (default /usr/games/stockfish)"),
            of("label", "score the positions of selfplay with a strong UCI engine",
                    "label IN OUT [DEPTH] [ENGINE]", "label /tmp/selfplay.txt /tmp/labelled.txt 8",
                    TuneCommands::label,
                    "IN", "positions written by selfplay or positions",
                    "OUT", "the scored positions to write",
                    "DEPTH", "the engine's search depth (default 8)",
                    "ENGINE", "a UCI engine (default /usr/games/stockfish)"),
            of("tune", "fit the evaluation's weights to labelled positions (Texel's method)",
                    "tune DATA [--epochs N] [--lambda L] [--rate R] [--scale S] [--reg R] [--tables true|false]"
                            + " [--points R] [--write FILE]",
                    "tune /tmp/labelled.txt --rate 0.2 --epochs 400"
                            + " --write common/src/main/java/driverlessons/search/EvaluationWeights.java",
                    TuneCommands::tune,
                    "DATA", "positions written by label",
                    "--epochs N", "passes over the data (default 1000)",
                    "--lambda L", "weight of the game's result against the engine's score (default 0.25)",
                    "--rate R", "learning rate (default 0.5)",
                    "--scale S", "centipawns to win probability (default 400)",
                    "--reg R", "regularisation (default 0)",
                    "--tables true|false", "fit the piece-square tables too (default true)",
                    "--points R", "also fit the king danger's points, in R rounds (default 0; printed to paste)",
                    "--write FILE", "rewrite the weights in FILE, EvaluationWeights.java or a copy"),
            of("match", "play two sets of weights, or two builds, against each other at fixed nodes",
                    "match A B [--games N] [--nodes N] [--openings FILE] [--start N]",
                    "match /tmp/EvaluationWeights.java built-in --games 200", TuneCommands::match,
                    "A, B", "built-in, a copy of EvaluationWeights.java, or jar:PATH (another build)",
                    "--games N", "games, both colours of each opening (default 200)",
                    "--nodes N", "nodes a move (default 10000)",
                    "--openings FILE", "start positions (default tools/openings/balanced.fen)",
                    "--start N", "the first opening to use (default 1)"),
            of("spy", "sit between a GUI and an engine and log their conversation",
                    "spy [--log FILE] [--svg FILE] [--color|--no-color] [--lag MS|MIN..MAX] -- ENGINE COMMAND...",
                    "spy --log /tmp/l2.log -- java -jar lesson02-time-control/target/lesson02-time-control.jar",
                    Spy::run,
                    "--log FILE", "append the log to FILE (default: stderr)",
                    "--svg FILE", "when the engine ends, draw the conversation as an SVG sequence diagram (as"
                            + " timeline does)",
                    "--color, --no-color", "colour the log or not (default: only on a terminal)",
                    "--lag MS, --lag MIN..MAX", "pass every line on MS later (or MIN to MAX, drawn per line), both"
                            + " ways, in order: a slow GUI on purpose",
                    "ENGINE COMMAND...", "the engine and its arguments; the spy exits with its exit code"),
            of("timeline", "draw a spy log as an SVG sequence diagram: arrows, folded thinking, the engine's state",
                    "timeline LOG SVG [--from MS] [--to MS] [--fold N] [--scale PX] [--gap MS] [--title TEXT]",
                    "timeline /tmp/l2.log /tmp/l2.svg --to 3000", Timeline::run,
                    "LOG", "a log written by spy (--log FILE, or its stderr)",
                    "SVG", "the picture to write (- for stdout); a browser opens it, GitHub shows it in a README",
                    "--from MS, --to MS", "only the lines logged in this window (milliseconds, as in the log)",
                    "--fold N", "fold runs of N or more thinking lines into one band (default "
                            + Timeline.Options.FOLD + "; 0: never)",
                    "--scale PX", "pixels per second of the log (default "
                            + (int) Timeline.Options.PX_PER_SECOND + ")",
                    "--gap MS", "draw a quiet stretch longer than MS shortened, and mark it (default "
                            + Timeline.Options.MAX_GAP_MS + ")",
                    "--title TEXT", "the title above the picture (default: the log's file name)"),
            of("check", "examine any CECP engine, lesson by lesson, as a GUI would (a report card)",
                    driverlessons.check.Check.USAGE_TEXT,
                    "check --lesson 2 --json report.json -- /usr/games/fairymax", driverlessons.check.Check::run,
                    "--lesson N", "the scenarios of lessons 1..N and the robustness ones (default: all)",
                    "--only NAME,...", "just these scenarios (--list names them)",
                    "--json FILE", "also write the report as JSON",
                    "--transcripts DIR", "write each scenario's timestamped dialog to DIR/NAME.txt",
                    "--timeout-scale X", "multiply every wait and limit by X (a slow engine or machine)",
                    "--list", "list the scenarios and what each demands",
                    "ENGINE...", "the engine's command; exit status 0 when no scenario failed, 1 when one did"),
            of("start", "write a starter driver to fill in: Muller's loop over this engine, a TODO case per"
                            + " command of lesson 1",
                    "start DIR", "start ~/my-driver", Starter::start,
                    "DIR", "a new or empty directory: src/MyDriver.java, README.md (the exercises and the scenarios"
                            + " that check them), the launchers engine and engine.cmd"),
            of("engine", "run a starter's driver: compile DIR/src when it changed, then run MyDriver (what"
                            + " DIR/engine does)",
                    "engine DIR [--compile | ARGS...]", "engine ~/my-driver --console", Starter::engine,
                    "DIR", "a directory written by start",
                    "--compile", "only compile (when a source changed); exit status 1 when it does not compile",
                    "ARGS", "for the driver: --protocol, --console, --log FILE, --log-level LEVEL")));

    /**
     * Runs one tool command and exits with its status (0 success, 1 a check failed, 2 bad arguments; {@code spy}
     * exits with its engine's code, or 127 when the engine cannot be started).
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Answers {@code help} and {@code COMMAND --help}, or runs the command; returns the exit status. */
    static int run(String[] args) {
        return COMMANDS.run(args, System.out, System.err);
    }

    /** A usage error of one command: the problem and that command's usage on stderr; returns exit status 2. */
    public static int usage(String command, String problem) {
        return COMMANDS.usage(command, problem, System.err);
    }

    /** Input that cannot be used (a bad FEN, a missing file): one line on stderr; returns exit status 2. */
    public static int error(String command, String problem) {
        return COMMANDS.error(command, problem, System.err);
    }

    /** A file that cannot be read or written, said in words (a missing file's exception names only its path). */
    public static int error(String command, IOException e) {
        return error(command, describe(e));
    }

    private static String describe(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file: " + e.getMessage();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied: " + e.getMessage();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
