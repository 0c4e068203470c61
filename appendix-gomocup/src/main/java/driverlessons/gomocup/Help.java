package driverlessons.gomocup;

/** The console's {@code help}: the Gomocup commands in a few words each (console only). */
final class Help {
    private Help() {
    }

    static String text() {
        return String.join("\n",
                "START n / RECTSTART w,h   a new empty board (5 to 32); answer OK",
                "INFO key value            timeout_turn, timeout_match, time_left (ms), max_memory (bytes),",
                "                          rule (0 freestyle, 1 standard, 4 renju, 8 caro), analysis_mode,",
                "                          max_depth, max_node, time_increment, style 0-4, auto_pondering,",
                "                          protocol_lag, thread_num, game_type, folder, evaluate [x,y ...]",
                "BEGIN                     the engine plays the first stone",
                "TURN x,y                  the opponent's stone; the engine answers x,y",
                "BOARD / x,y,1|2 / DONE    a whole position (1 = engine's stones); the engine answers",
                "TAKEBACK x,y              removes the last stone",
                "PLAY x,y                  after SUGGEST (analysis_mode 1): the engine's stone, confirmed",
                "PONDER [ms] / STOP        think without answering / stop thinking",
                "SWAP2BOARD, SWAPBOARD     opening rules: stones x,y up to DONE",
                "SHOWFORBID / ... / DONE   renju: black's forbidden cells",
                "BALANCE n / ... / DONE    n stones that keep the game even",
                "CLEARHASH, ABOUT, PROTOCOLVERSION, RESTART, END",
                "board                     (console) the board: X black, O white, ! forbidden for black");
    }
}
