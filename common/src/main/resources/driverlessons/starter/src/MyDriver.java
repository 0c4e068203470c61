import driverlessons.chess.FenException;
import driverlessons.chess.Game;
import driverlessons.chess.Move;
import driverlessons.chess.Notation;
import driverlessons.chess.Result;
import driverlessons.chess.Side;
import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.EngineState;
import driverlessons.io.Launcher;
import driverlessons.io.LessonInfo;
import driverlessons.io.LineInput;
import driverlessons.io.LineOutput;
import driverlessons.io.Lines;
import driverlessons.search.Search;
import driverlessons.search.SearchControl;
import driverlessons.search.SearchOptions;
import driverlessons.search.SearchResult;
import java.util.List;

/**
 * Your WinBoard protocol driver: H.G. Muller's loop in four sections (lesson 1 of the driver lessons), over the
 * engine in common.jar (the rules: Game, Notation; the search: Search). The loop, the thinking and the reading are
 * written; the commands are yours. Every case marked TODO says what the protocol asks and gives Muller's C line as
 * a hint; until you write it, it answers "Error (not implemented): COMMAND". README.md says which scenarios of
 * {@code ./lesson check 1} judge which case.
 *
 * <p>Print with {@code out.send(line)} only: it writes one whole line to stdout and flushes it, which is what the
 * GUI reads. {@code System.out} is sent to stderr, where the GUI never looks.
 */
public final class MyDriver implements Driver {
    /** The name for the GUI (your feature myname="...") and the console's prompt. */
    static final LessonInfo NAME = new LessonInfo("mydriver", "MyDriver");
    /** Lesson 1 keeps no clock: the engine thinks this long about every move (ms). The clock is lesson 2. */
    static final long THINK_MS = 1000;
    /** Muller's NONE: the engine plays neither side (force mode). */
    static final int NONE = -1;

    private final EngineIo io;
    private final LineInput in;
    private final LineOutput out;
    private final Search search = new Search(32);   // with a 32 MB hash table

    // ---- the game state; Muller's stm is game.position().sideToMove() ----------------------------------------
    private Game game = new Game();
    /** The side the engine plays: Side.WHITE, Side.BLACK or NONE. Muller starts with NONE: nothing before new. */
    private int engineSide = NONE;
    /** post / nopost: print thinking output ("ply score time nodes pv") while searching. */
    private boolean postThinking = true;
    /** Why the last setboard was refused, or null while the position is fine. */
    private String illegalPosition;
    /** Ctrl-C in the console: the search stops and the engine plays the best move it has. */
    private volatile boolean interrupted;

    /** The protocol under a GUI (pipes), a console in a terminal (--protocol, --console: your choice). */
    public static void main(String[] args) {
        Launcher.launch(args, NAME, MyDriver::new);
    }

    MyDriver(EngineIo io) {
        this.io = io;
        this.in = io.in();
        this.out = io.out();
    }

    /** Muller's main loop: returns on quit or at the end of input. */
    @Override
    public void run() {
        while (true) {
            // 1. THINK_AND_DO_MOVE: when the engine is on move, it thinks and plays.
            if (engineSide == game.position().sideToMove()) {
                thinkAndMove();
            }
            // 2. PONDER_OR_ANALYZE: nothing yet (lesson 3 ponders here, lesson 4 analyses).

            // 3. READ_INPUT_LINE: wait for the next line. null is the end of input: the GUI has gone, so do we.
            io.show(EngineState.of(game, engineSide, illegalPosition));   // the console's prompt; a GUI sees nothing
            String line = in.readLine();
            if (line == null) {
                return;
            }
            // 4. HANDLE_INPUT_COMMAND: one line, one command; then back to the top: "is it my turn now?"
            if (!handle(line)) {
                return;
            }
        }
    }

    /** Section 4: one case per command. Returns false when the engine must quit. */
    private boolean handle(String line) {
        String command = Lines.command(line);    // the first word: "usermove" in "usermove e2e4"
        String argument = Lines.argument(line);  // the rest: "e2e4"
        switch (command) {
            case "xboard" -> { }                 // nothing to do: we print no prompt that it could switch off
            case "accepted", "rejected" -> { }   // the GUI's answer to each of your features: nothing to do
            case "protover" -> {
                // TODO protover: "protover 2" asks for your features: "feature done=0", then the features on one
                //   line or several, then "feature done=1" (the GUI starts at done=1). A feature is a promise:
                //   ping=1 when the ping case works, usermove=1 and setboard=1 likewise; and colors=0 sigint=0
                //   sigterm=0 analyze=0 myname="My Driver". Muller: printf("feature ping=1 setboard=1 ... done=1");
                notYet(line);
            }
            case "ping" -> {
                // TODO ping: "ping N" gets "pong N", with the same N. Muller: printf("pong%s", inBuf+4);
                notYet(line);
            }
            case "new" -> {
                // TODO new: the start position (new Game()), the engine plays black, a fresh hash table
                //   (search.clearHash()), no refused position. Muller: engineSide = BLACK; stm = Setup(DEFAULT_FEN);
                notYet(line);
            }
            case "usermove" -> {
                // TODO usermove: "usermove MOVE" (after usermove=1) is the opponent's move. Notation.parseMove(
                //   game.position(), text) reads it: Move.NONE when it is illegal (or the position was refused),
                //   then answer "Illegal move: MOVE" and change nothing. game.play(move) plays it, and
                //   announceResultIfOver() tells the GUI when it ended the game. Muller: stm = MakeMove(stm, move);
                notYet(line);
            }
            case "force" -> {
                // TODO force: the engine plays neither side; moves are only recorded. Muller: engineSide = NONE;
                notYet(line);
            }
            case "go" -> {
                // TODO go: the engine plays the side on move, and section 1 makes it think at once.
                //   Muller: engineSide = stm;
                notYet(line);
            }
            case "setboard" -> {
                // TODO setboard: "setboard FEN" is a new game from that position, the engine plays neither side.
                //   new Game(fen) throws FenException with the reason: then answer "tellusererror Illegal
                //   position: REASON", keep the reason in illegalPosition, and refuse every move until new or a
                //   good setboard. Muller: engineSide = NONE; stm = Setup(inBuf+9);
                notYet(line);
            }
            case "undo" -> {
                // TODO undo: take back one half-move (game.undo() is false when there is none: then answer
                //   "Error (command not legal now): undo"). Muller: stm = TakeBack(1);
                notYet(line);
            }
            case "remove" -> {
                // TODO remove: take back two half-moves (game.moveCount() tells how many there are); the engine
                //   keeps its side. Muller: stm = TakeBack(2);
                notYet(line);
            }
            case "result" -> {
                // TODO result: "result RESULT {COMMENT}": the GUI ended the game (resignation, a flag,
                //   adjudication): stop playing it, and say nothing. Muller: engineSide = NONE;
                notYet(line);
            }
            case "post", "nopost" -> {
                // TODO post, nopost: thinking output on or off (postThinking). Muller: postThinking = ON;
                notYet(line);
            }
            case "variant" -> {                  // "variant normal" is chess; we announced no other
                if (!argument.equals("normal")) {
                    out.send("Error (unsupported variant): " + line);
                }
            }
            case "quit" -> {                     // leave the loop at once (Muller: break;)
                return false;
            }
            // Sent by every GUI, acted on by a later lesson (the clock: 2, pondering: 3, '.': 4, the rest: 5).
            case "level", "st", "sd", "time", "otim", "hard", "easy", "random", "computer", "name", "rating",
                 "memory", "draw", "?", "." -> { }
            default -> {
                if (Notation.looksLikeMove(command)) {
                    // TODO bare move: e2e4 without "usermove", as a GUI sends it when usermove=1 was not
                    //   announced or was rejected. The same as usermove (Muller: "the second and fourth
                    //   characters are digits").
                    notYet(line);
                } else {
                    out.send("Error (unknown command): " + line);
                }
            }
        }
        return true;
    }

    /** The words of the switch above, for the console's Tab completion and its "did you mean". */
    private static final List<String> COMMANDS = List.of("xboard", "protover", "accepted", "rejected", "new",
            "force", "go", "usermove", "setboard", "ping", "undo", "remove", "result", "post", "nopost", "variant",
            "quit", "level", "st", "sd", "time", "otim", "hard", "easy", "random", "computer", "name", "rating",
            "memory", "draw", "?", ".");

    /** A command not written yet: the spec's answer for what an engine does not implement. */
    private void notYet(String line) {
        out.send("Error (not implemented): " + line);
    }

    /** Section 1: thinks for THINK_MS at most, plays the best move and prints it. */
    private void thinkAndMove() {
        if (announceResultIfOver()) {
            return;
        }
        interrupted = false;
        SearchResult result = search.search(game.position(), SearchOptions.DEFAULT,
                SearchControl.abortWhen(elapsedMs -> elapsedMs >= THINK_MS || interrupted),
                thinking -> {
                    if (postThinking) {
                        out.send(thinking.toString());   // "ply score time nodes pv"
                    }
                });
        int move = result.bestMove();
        game.play(move);
        out.send("move " + Notation.coordinate(move));
        announceResultIfOver();
    }

    /**
     * After every move, the engine's and the opponent's: when the game has ended by rule, says so once
     * ("1-0 {White mates}", "1/2-1/2 {Stalemate}", ...) and stops playing. Returns true when the game is over.
     */
    private boolean announceResultIfOver() {
        Result result = game.result();
        if (result == null) {
            return false;
        }
        out.send(result.cecp());
        engineSide = NONE;
        return true;
    }

    @Override
    public List<String> commands() {
        return COMMANDS;
    }

    /** Ctrl-C in the console: stop thinking and play the best move found so far. */
    @Override
    public void interrupt() {
        interrupted = true;
    }
}
