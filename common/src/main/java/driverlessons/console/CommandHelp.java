package driverlessons.console;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text behind {@code help}: one entry per CECP v2 command a lesson may handle, plus the console-only
 * commands. In our own words; the protocol's reference is H.G. Muller's "Chess Engine Communication Protocol"
 * (version 2), section 8 (commands from the GUI to the engine).
 */
final class CommandHelp {
    /**
     * One command: its name, its arguments as written in the spec, a one-line summary, more words, examples, and
     * the lesson that first acts on it (0 for the console's own commands).
     */
    record Topic(String name, String arguments, String summary, String details, List<String> examples, int lesson) {
        /** The first line of a help page: name and arguments. */
        String usage() {
            return arguments.isEmpty() ? name : name + " " + arguments;
        }
    }

    /** All topics, in the order {@code help} lists them. */
    static final Map<String, Topic> TOPICS = new LinkedHashMap<>();

    /** The lesson that first acts on each command; a command not named here comes with the full protocol. */
    private static final Map<String, Integer> LESSON = new LinkedHashMap<>();

    static {
        for (String name : List.of("xboard", "protover", "accepted", "rejected", "new", "variant", "quit", "force",
                "go", "usermove", "ping", "result", "setboard", "undo", "remove", "post", "nopost")) {
            LESSON.put(name, 1);
        }
        for (String name : List.of("level", "st", "sd", "time", "otim")) {
            LESSON.put(name, 2);
        }
        for (String name : List.of("hard", "easy", "hint")) {
            LESSON.put(name, 3);
        }
        for (String name : List.of("analyze", "exit", ".")) {
            LESSON.put(name, 4);
        }
        for (String name : List.of("board", "fen", "help")) {
            LESSON.put(name, 0);
        }
    }

    /** The last lesson: it acts on every command of the protocol. */
    static final int FULL_PROTOCOL = 5;

    private static void topic(String name, String arguments, String summary, String details, String... examples) {
        TOPICS.put(name, new Topic(name, arguments, summary, details, List.of(examples),
                LESSON.getOrDefault(name, FULL_PROTOCOL)));
    }

    private CommandHelp() {
    }

    static {
        // Starting up
        topic("xboard", "", "a GUI is on the other end",
                "Sent first. The engine says nothing back; from now on it talks protocol (no prompt, no chatter).",
                "xboard");
        topic("protover", "N", "the GUI speaks protocol version N; answer with features",
                "Every modern GUI sends protover 2. The engine answers with its feature lines (what it supports),"
                        + " the last one being feature done=1.",
                "protover 2");
        topic("accepted", "FEATURE", "the GUI agrees to a feature the engine announced",
                "Nothing to answer; the feature is now in use.", "accepted usermove");
        topic("rejected", "FEATURE", "the GUI does not support a feature the engine announced",
                "Nothing to answer: the engine carries on without that feature, quietly.", "rejected sigint");
        // The game
        topic("new", "", "a new game: start position, engine plays black",
                "Sets up the initial position with white to move, clears the game history, leaves force mode"
                        + " and lets the engine play black (so it waits for white's move). The clocks are reset,"
                        + " the depth limit of sd is removed, and the engine does not ponder on this first move.",
                "new");
        topic("variant", "NAME", "the next game is a chess variant",
                "Only sent to an engine that listed variants in feature variants=\"...\". These lessons play"
                        + " normal chess only, so a GUI never sends it to them.",
                "variant fischerandom");
        topic("quit", "", "leave the program",
                "The engine stops whatever it does and exits at once.", "quit");
        topic("random", "", "toggle a little randomness in the engine's choice",
                "An old GNU Chess command: vary among moves of equal score. Many engines simply ignore it.",
                "random");
        topic("force", "", "the engine plays neither side",
                "The engine no longer thinks or moves: it only takes the moves of both sides and checks that"
                        + " they are legal. The GUI uses it to enter a game or to set up a position.",
                "force");
        topic("go", "", "the engine plays the side to move and starts thinking now",
                "Leaves force mode. The engine takes the side whose turn it is, thinks, and answers move MOVE.",
                "go");
        topic("playother", "", "the engine plays the side NOT to move",
                "Leaves force mode; the engine waits for the opponent's move (and may ponder meanwhile)."
                        + " Only with feature playother=1.",
                "playother");
        topic("white", "", "old: white to move, engine plays black",
                "A protocol 1 command: sets white on move and makes the engine play black, without thinking."
                        + " Version 2 GUIs do not send it to an engine that sent feature colors=0.",
                "white");
        topic("black", "", "old: black to move, engine plays white",
                "A protocol 1 command: sets black on move and makes the engine play white, without thinking.",
                "black");
        // Time
        topic("level", "MPS BASE INC", "a conventional or incremental clock",
                "MPS moves must be played in BASE minutes (BASE may be MIN:SEC); after every move INC seconds are"
                        + " added (INC may have a fraction). MPS 0 means the whole game: an incremental clock."
                        + " Every MPS moves BASE minutes are added to what is left.",
                "level 40 5 0      (40 moves in 5 minutes)", "level 0 2 12      (2 minutes + 12 seconds a move)",
                "level 0 0:30 0.5  (30 seconds + half a second a move)");
        topic("st", "TIME", "at most TIME seconds for each move",
                "A fixed budget per move; the engine may move earlier, never later.", "st 10");
        topic("sd", "DEPTH", "search at most DEPTH plies deep",
                "A depth limit (half-moves). new removes it.", "sd 6");
        topic("nps", "NODE_RATE", "count nodes instead of seconds",
                "The engine's clock runs on nodes: NODE_RATE nodes count as one second, whatever the hardware.",
                "nps 100000");
        topic("time", "N", "the engine's clock: N centiseconds left",
                "Sent before the engine must move (usermove or go). The engine plans its time with it.",
                "time 30000       (5 minutes)");
        topic("otim", "N", "the opponent's clock: N centiseconds left",
                "The same as time, for the other side.", "otim 29500");
        // Moves
        topic("usermove", "MOVE", "the opponent's move",
                "With feature usermove=1 the GUI sends usermove MOVE, otherwise just MOVE. Coordinates:"
                        + " from-square, to-square and a promotion letter (e7e8q); castling is the king's move"
                        + " (e1g1). An illegal move is answered Illegal move: MOVE. In this console Tab completes"
                        + " the legal moves, as the first word or after usermove.",
                "usermove e2e4", "e2e4");
        topic("?", "", "move now",
                "Stop thinking and play the best move found so far.", "?");
        topic("ping", "N", "answer pong N once everything before it is done",
                "The GUI's way to know the engine has caught up: pong N comes after the answers to all earlier"
                        + " commands (after the move, when the engine was thinking about one).",
                "ping 7");
        topic("draw", "", "the opponent offers a draw",
                "The engine may accept by sending offer draw, or ignore it.", "draw");
        topic("result", "RESULT {COMMENT}", "the game is over",
                "The GUI says how and why (1-0, 0-1, 1/2-1/2 or *). The engine stops thinking and waits for new.",
                "result 1-0 {White mates}");
        topic("setboard", "FEN", "set up a position",
                "The position in Forsyth-Edwards Notation. A position that cannot be played is answered"
                        + " tellusererror Illegal position. Only with feature setboard=1.",
                "setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        topic("edit", "", "old way to set up a position",
                "Used when the engine did not send setboard=1: the GUI then sends # (clear the board), piece"
                        + " lines like Pe4, c (change colour) and . (done).",
                "edit");
        topic("hint", "", "ask the engine for a move for the user",
                "The engine answers Hint: MOVE (or nothing).", "hint");
        topic("bk", "", "ask for the book moves in this position",
                "The engine answers with a few lines of text and an empty line, or just an empty line.", "bk");
        topic("undo", "", "take back one half-move",
                "The last move is undone; the GUI sends force first if the engine was to answer it.", "undo");
        topic("remove", "", "take back two half-moves",
                "The user's last move and the engine's reply are undone; the user is on move again.", "remove");
        // Thinking
        topic("hard", "", "pondering on: think on the opponent's time", "", "hard");
        topic("easy", "", "pondering off", "", "easy");
        topic("post", "", "show thinking output",
                "Lines of depth, score (centipawns), time (centiseconds), nodes and the principal variation.",
                "post");
        topic("nopost", "", "no thinking output", "", "nopost");
        topic("analyze", "", "analyse the position without end",
                "The engine thinks about the position, posting thinking output, and never moves. Moves, undo,"
                        + " new and setboard are taken while analysing; exit ends it. Only with feature analyze=1.",
                "analyze");
        topic("exit", "", "leave analysis mode", "", "exit");
        topic(".", "", "status while analysing",
                "The engine answers stat01: TIME NODES DEPTH MOVESLEFT TOTALMOVES CURRENTMOVE.", ".");
        // About the opponent and the machine
        topic("name", "X", "the opponent's name", "Only with feature name=1.", "name Fairy-Max");
        topic("rating", "ENGINE OPPONENT", "the two players' ratings", "Sent on a chess server.",
                "rating 2100 1950");
        topic("ics", "HOSTNAME", "the engine plays on an Internet Chess Server",
                "The server's host name, or - when playing locally.", "ics -");
        topic("computer", "", "the opponent is a computer program too", "", "computer");
        topic("pause", "", "stop clocks and thinking", "Only with feature pause=1; resume carries on.", "pause");
        topic("resume", "", "carry on after pause", "", "resume");
        topic("memory", "N", "use at most N megabytes for tables",
                "Mostly the hash table. Only with feature memory=1.", "memory 64");
        topic("cores", "N", "use at most N processor cores", "Only with feature smp=1.", "cores 2");
        topic("egtpath", "TYPE PATH", "where the endgame tables of a kind are",
                "Only for the kinds the engine listed in feature egt=\"...\".", "egtpath syzygy /data/syzygy");
        topic("option", "NAME[=VALUE]", "set one of the engine's own options",
                "For the options the engine announced with feature option=\"...\"; a button has no value.",
                "option Resign=1");
        topic("exclude", "MOVE|all", "leave a move out of the search",
                "While analysing or thinking the root move MOVE (or every move) is no longer searched."
                        + " Only with feature exclude=1.",
                "exclude e2e4", "exclude all");
        topic("include", "MOVE|all", "put an excluded move back", "The opposite of exclude.", "include e2e4",
                "include all");
        topic("setscore", "SCORE DEPTH", "this position scores SCORE at DEPTH",
                "The GUI tells the engine a score (centipawns, for the side to move) found by a search of DEPTH"
                        + " plies; an engine may store it in its hash table.",
                "setscore 35 12");
        topic("lift", "SQUARE", "the user picked up the piece on SQUARE",
                "The engine may answer highlight with the squares that piece can go to. Only with"
                        + " feature highlight=1.",
                "lift e2");
        topic("put", "SQUARE", "the user put the piece down on SQUARE", "", "put e4");
        topic("hover", "SQUARE", "the user holds the piece over SQUARE", "", "hover e3");
        // Console only
        topic("board", "", "console only: show the board",
                "A diagram with coordinates, the side to move, castling rights and the en passant square.",
                "board");
        topic("fen", "", "console only: the position in FEN", "", "fen");
        topic("help", "[COMMAND]", "console only: this list, or more about one command", "", "help",
                "help level");
    }
}
