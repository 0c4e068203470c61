"""PyChess 1.0.3 (Debian `pychess`) as a headless CECP client: games and analysis through PyChess's own code.

Run by tools/pychess-client (bash), which starts it with /usr/bin/python3 under `xvfb-run -a`.
See tools/README.md. Everything PyChess writes goes under --out (pychess-home/: its XDG config, data, cache, log).
"""
import argparse
import asyncio
import builtins
import logging
import os
import re
import shlex
import shutil
import signal
import sys
import time
import traceback
import warnings

T0 = time.monotonic()
FAULTS = []        # FAIL: lines (the engine under test, or the harness/PyChess itself)
WARNINGS = []      # WARN: lines (the opponent)
EXCEPTIONS = []    # Python exceptions seen anywhere (PyChess or this script)


def now():
    return time.monotonic() - T0


SUMMARY = []       # everything printed, written to OUT/summary.txt at the end


def say(msg=""):
    SUMMARY.append(msg)
    print(msg, flush=True)


def fail(msg):
    FAULTS.append(msg)
    say("FAIL: " + msg)


def warn(msg):
    WARNINGS.append(msg)
    say("WARN: " + msg)


def parse_args():
    p = argparse.ArgumentParser(prog="pychess-client", description=__doc__)
    sub = p.add_subparsers(dest="mode", required=True)
    play = sub.add_parser("play", help="play games through PyChess's CECP client")
    play.add_argument("--engine", required=True, help="command of the engine under test")
    play.add_argument("--opponent", default="/usr/games/fairymax")
    play.add_argument("--engine-dir", default=os.getcwd(), help="working directory of both engines")
    play.add_argument("--games", type=int, default=2)
    play.add_argument("--tc", default="0:10", help="MIN[:SEC] per game")
    play.add_argument("--inc", type=float, default=0.0, help="increment in seconds (PyChess tells the engine"
                      " only its whole seconds, in `level`, but adds the exact increment to its clock)")
    play.add_argument("--ponder", action="store_true", help="PyChess sends `hard` to both engines")
    play.add_argument("--max-moves", type=int, default=150, help="adjudicate a draw after this many moves")
    play.add_argument("--allow-error", metavar="ERE", help="the engine's Error lines matching this regular"
                      " expression are warnings (never for the lessons)")
    play.add_argument("--out", required=True)
    ana = sub.add_parser("analyze", help="PyChess's analyzer (hint mode) on a position")
    ana.add_argument("--engine", required=True)
    ana.add_argument("--engine-dir", default=os.getcwd())
    ana.add_argument("--fen", default="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    ana.add_argument("--seconds", type=float, default=4.0, help="analysis time, half before and half after"
                     " PyChess repositions the engine (a move is made on its board)")
    ana.add_argument("--min-lines", type=int, default=None, help="fail below this many analysis lines"
                     " (default 1 when PyChess starts the engine as an analyzer, 0 otherwise)")
    ana.add_argument("--each-phase", action="store_true", help="--min-lines applies to both phases: also to the"
                     " position PyChess sets with force + setboard while the engine already analyses")
    ana.add_argument("--force-analyze", action="store_true", help="treat the engine as an analyzer even"
                     " without feature analyze=1 (as if engines.json said so; PyChess's default is analyze=0)")
    ana.add_argument("--allow-error", metavar="ERE", help="Error lines matching this regular expression are"
                     " warnings (Fairy-Max answers PyChess's empty-board setboard with an Error: it has setboard=0)")
    ana.add_argument("--out", required=True)
    return p.parse_args()


ARGS = parse_args()
OUT = os.path.abspath(ARGS.out)
os.makedirs(OUT, exist_ok=True)
HOME = os.path.join(OUT, "pychess-home")
shutil.rmtree(HOME, ignore_errors=True)
for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
    os.environ[var] = os.path.join(HOME, sub)
    os.makedirs(os.environ[var], exist_ok=True)
os.environ.setdefault("NO_AT_BRIDGE", "1")
if not hasattr(builtins, "_"):
    builtins._ = lambda s: s
    builtins.ngettext = lambda s, p, n: s if n == 1 else p

import gi  # noqa: E402
gi.require_version("Gtk", "3.0")
from gi.repository import GLib  # noqa: E402

# ---------------------------------------------------------------------------------------------- PyChess
from pychess.Utils import wait_signal  # noqa: E402

# Python 3.11 calls Future.cancel(msg); PyChess 1.0.3's wait_signal.cancel() takes no argument.
_orig_cancel = wait_signal.cancel


def _cancel(self, *args, **kwargs):
    return _orig_cancel(self)


wait_signal.cancel = _cancel

from pychess.System import conf  # noqa: E402
from pychess.System.Log import log  # noqa: E402
from pychess.System.SubProcess import SubProcess  # noqa: E402
from pychess.Players.ProtocolEngine import TIME_OUT_SECOND  # noqa: E402
from pychess.Players import engineNest  # noqa: E402
from pychess.Players.engineNest import discoverer  # noqa: E402
from pychess.Utils import const  # noqa: E402
from pychess.Utils.const import WHITE, BLACK, HINT, DRAW, WHITEWON, BLACKWON, DRAW_ADJUDICATION  # noqa: E402
from pychess.Utils.GameModel import GameModel  # noqa: E402
from pychess.Utils.TimeModel import TimeModel  # noqa: E402
from pychess.Utils.Move import parseAny, toAN  # noqa: E402
from pychess.Utils.lutils.lmovegen import genAllMoves  # noqa: E402
from pychess.Utils.lutils.validator import validateMove  # noqa: E402
from pychess.Utils.Move import Move  # noqa: E402
from pychess.Variants.normal import NormalBoard  # noqa: E402

# PyChess's own debug log (every line it sends and receives, its decisions) into OUT.
_handler = logging.FileHandler(os.path.join(OUT, "pychess-debug.log"), mode="w", encoding="utf-8")
_handler.setFormatter(logging.Formatter("%(relativeCreated)9.0f %(task)s %(levelname)s: %(message)s"))
_handler.addFilter(lambda r: setattr(r, "task", getattr(r, "task", "-")) or True)
log.logger.addHandler(_handler)
log.logger.setLevel(logging.DEBUG)

conf.set("book_depth_max", 0)          # PyChess's opening book off (13 plies in the GUI)
conf.set("autoCallFlag", True)         # a player whose clock reaches 0 loses (PyChess's default)
conf.set("infinite_analysis", True)    # analysis stops when we stop it, not after max_analysis_spin
conf.set("analyzer_check", False)
conf.set("inv_analyzer_check", False)

REASONS = {}
for _name in dir(const):
    if _name.split("_")[0] in ("WON", "DRAW", "ABORTED", "ADJOURNED", "WHITE", "BLACK", "UNKNOWN") \
            and isinstance(getattr(const, _name), int) and _name not in ("WHITE", "BLACK", "WHITEWON", "BLACKWON"):
        REASONS.setdefault(getattr(const, _name), _name)


STATES = {getattr(const, n): n for n in ("WAITING_TO_START", "PAUSED", "RUNNING", "DRAW", "WHITEWON", "BLACKWON",
                                         "KILLED", "ADJOURNED", "ABORTED", "UNKNOWN_STATE") if hasattr(const, n)}


def reason_name(reason):
    return REASONS.get(reason, str(reason))


# ---------------------------------------------------------------------------------------------- recording
class Dialog:
    """Every line in both directions, per engine process: OUT/<prefix>-<label>.log, and a combined file."""

    combined = None

    def __init__(self, label, path):
        self.label = label
        self.file = open(path, "w", encoding="utf-8")
        self.received = []   # (time, line) from the engine
        self.sent = []

    def write(self, arrow, text):
        line = "%9.3f %s %s" % (now(), arrow, text)
        self.file.write(line + "\n")
        self.file.flush()
        if Dialog.combined:
            Dialog.combined.write("%9.3f %-9s %s %s\n" % (now(), self.label, arrow, text))
            Dialog.combined.flush()


class Slot:
    """Which label/file the next SubProcess records into (set before PyChess starts an engine)."""
    label = "engine"
    prefix = "x"
    by_command = {}


SUBPROCESSES = []


def exit_text(status):
    if status is None:
        return "still running"
    if status < 0:
        return "killed by signal %d (%s)" % (-status, signal.Signals(-status).name)
    return "exit status %d" % status


class RecordingSubProcess(SubProcess):
    """PyChess's pipe wrapper, recording every line it writes (`>`) and reads (`<`) and the process's end."""

    def __init__(self, path, args=[], warnwords=[], env=None, cwd=".", lowPriority=False):
        super().__init__(path, args=args, warnwords=warnwords, env=env, cwd=cwd, lowPriority=lowPriority)
        key = " ".join(self.argv)
        label = Slot.by_command.get(key, Slot.label)
        self.label = label
        self.dialog = Dialog(label, os.path.join(OUT, "%s-%s.log" % (Slot.prefix, label)))
        self.dialog.write("#", "start: " + " ".join(shlex.quote(a) for a in self.argv) + " (cwd " + cwd + ")")
        self.partial = ""
        self.exit_status = None
        self.exited_at = None
        self.eof_at = None
        self.terminate_at = None
        self.stderr_path = os.path.join(OUT, "%s-%s.stderr.txt" % (Slot.prefix, label))
        SUBPROCESSES.append(self)

    async def start(self):
        # SubProcess.start without the Windows branch, the engine's stderr into a file.
        err = open(self.stderr_path, "w")
        self.proc = await asyncio.wait_for(asyncio.create_subprocess_exec(
            *self.argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=err,
            env=self.env, cwd=self.cwd), TIME_OUT_SECOND)
        err.close()
        self.pid = self.proc.pid
        self.dialog.write("#", "pid %d" % self.pid)
        self.read_stdout_task = asyncio.get_event_loop().create_task(self.read_stdout(self.proc.stdout))
        self.write_task = None
        asyncio.get_event_loop().create_task(self._watch_exit())

    async def _watch_exit(self):
        status = await self.proc.wait()
        self.exit_status = status
        self.exited_at = now()
        self.dialog.write("#", "process ended: " + exit_text(status))

    def write(self, line):
        # PyChess prints a line as two writes (text, then "\n"), each its own task; record whole lines here,
        # in the order PyChess queues them, and note in write_stdin the ones it then drops.
        self.partial += line
        while "\n" in self.partial:
            text, self.partial = self.partial.split("\n", 1)
            self.dialog.write(">", text)
            self.dialog.sent.append((now(), text))
        super().write(line)

    async def write_stdin(self, writer, line):
        if self.terminated and line.strip():
            self.dialog.write("!", "not sent (PyChess had already terminated the process): " + line.rstrip("\n"))
        await super().write_stdin(writer, line)

    async def read_stdout(self, reader):
        # SubProcess.read_stdout, recording each line before PyChess parses it.
        while True:
            raw = await reader.readline()
            if raw:
                await asyncio.sleep(0)
                try:
                    line = raw.decode().rstrip()
                except UnicodeError:
                    self.dialog.write("<", repr(raw) + "    (not UTF-8: PyChess drops it)")
                    continue
                self.dialog.write("<", line)
                if not line:
                    continue
                self.dialog.received.append((now(), line))
                log.debug(line, extra={"task": self.defname})
                self.emit("line", line)
            else:
                self.eof_at = now()
                self.dialog.write("#", "end of output (EOF)")
                self.emit("died")
                break
        self.terminate()

    def terminate(self):
        if not self.terminated and self.terminate_at is None:
            self.terminate_at = now()
            self.dialog.write("#", "PyChess terminates the process (SIGTERM)")
        super().terminate()


engineNest.SubProcess = RecordingSubProcess


# ---------------------------------------------------------------------------------------------- exceptions
def _excepthook(kind, value, tb):
    text = "".join(traceback.format_exception(kind, value, tb))
    EXCEPTIONS.append(text)
    sys.stderr.write(text)


sys.excepthook = _excepthook


# PyChess's wait_signal.cancel() disconnects a handler that its own callback already disconnected once the
# signal fired (every CECPEngine.end cancels its line reader that way): a GLib warning, harmless, also in the GUI.
warnings.filterwarnings("ignore", message=r".*has no handler with id")


def _task_done(task):
    if task.cancelled():
        return
    exc = task.exception()
    if exc is not None:
        EXCEPTIONS.append("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        sys.stderr.write(EXCEPTIONS[-1])


def _task_factory(loop, coro, **kwargs):
    task = asyncio.Task(coro, loop=loop, **kwargs)
    task.add_done_callback(_task_done)
    return task


def _loop_exception(loop, context):
    exc = context.get("exception")
    if isinstance(exc, asyncio.CancelledError):
        return
    text = context.get("message", "") + ("\n" + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
                                         if exc else "")
    EXCEPTIONS.append(text)
    sys.stderr.write(text + "\n")


# ---------------------------------------------------------------------------------------------- engines
def engine_entry(name, command, workdir, force_analyze=False):
    argv = shlex.split(command)
    path = shutil.which(argv[0])
    if not path:
        fail("%s: program not found: %s" % (name, argv[0]))
        return None
    entry = {"name": name, "protocol": "xboard", "command": path, "args": argv[1:],
             "workingDirectory": workdir, "recheck": True, "country": "unknown", "comment": "", "level": 20}
    if force_analyze:
        entry["analyze"] = True
    Slot.by_command[" ".join([path] + argv[1:])] = name
    return entry


async def discover(entries):
    """engineNest's discoverer: starts each engine once, reads its features (PyChess does this for new engines)."""
    engineNest.ENGINES_LIST = [e._replace(autoDetect=False) for e in engineNest.ENGINES_LIST]  # no other engines
    discoverer.engines = entries
    done = asyncio.Event()
    discoverer.connect("all_engines_discovered", lambda *a: done.set())
    Slot.prefix = "discovery"
    discoverer.discover()
    try:
        await asyncio.wait_for(done.wait(), 70)
    except asyncio.TimeoutError:
        fail("PyChess's engine discovery did not finish within 70 s")
        return False
    names = [e["name"] for e in discoverer.getEngines()]
    ok = True
    for entry in entries:
        if entry["name"] not in names:
            (fail if entry["name"] == "engine" else warn)(
                "%s failed PyChess's discovery (no feature done=1 within 60 s, or it died): see OUT/discovery-%s.log"
                % (entry["name"], entry["name"]))
            ok = False
    return ok


async def wait_exit(subs, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end and any(s.exit_status is None for s in subs):
        await asyncio.sleep(0.05)


def protocol_faults(sub, where, is_test):
    """Error, Illegal move and tellusererror lines from one engine process: the first 3 of each kind, then a count."""
    report = fail if is_test else warn
    seen = {}
    for t, line in sub.dialog.received:
        word = line.split()[0] if line.split() else ""
        if word.lower().startswith("error") and is_test and ARGS.allow_error and re.search(ARGS.allow_error, line):
            kind, text, out = "allowed", "an Error line, tolerated by --allow-error", warn
        elif word.lower().startswith("error"):
            kind, text, out = "error", "an Error line", report
        elif line.lower().startswith("illegal move"):
            kind, text, out = "illegal", "an Illegal move line", report
        elif word == "tellusererror":
            kind, text, out = "tellusererror", "tellusererror", report
        else:
            continue
        seen[kind] = seen.get(kind, 0) + 1
        if seen[kind] <= 3:
            out("%s sent %s (%s, %.3f s): %s" % (sub.label, text, where, t, line))
        else:
            seen.setdefault(kind + "-more", (out, text))
    for kind, n in list(seen.items()):
        if not kind.endswith("-more") and n > 3:
            out, text = seen[kind + "-more"]
            out("%s sent %s %d more time(s) (%s; see its log)" % (sub.label, text, n - 3, where))


def stop_all():
    for s in SUBPROCESSES:
        if getattr(s, "proc", None) is not None and s.exit_status is None:
            try:
                s.proc.kill()
            except ProcessLookupError:
                pass


# ---------------------------------------------------------------------------------------------- play
def parse_tc(tc):
    if ":" in tc:
        m, s = tc.split(":", 1)
        return int(m) * 60 + float(s)
    return float(tc) * 60


async def play():
    secs = parse_tc(ARGS.tc)
    inc = ARGS.inc
    test = engine_entry("engine", ARGS.engine, ARGS.engine_dir)
    opp = engine_entry("opponent", ARGS.opponent, ARGS.engine_dir)
    if not test or not opp:
        return
    if Slot.by_command.get(" ".join([test["command"]] + test["args"])) != "engine":
        fail("the engine and the opponent must be different commands (the recording tells them apart by command)")
        return
    say("pychess-client: %s vs %s, %d game(s) at %s + %g s%s, PyChess %s" % (
        ARGS.engine, ARGS.opponent, ARGS.games, ARGS.tc, inc, ", pondering (hard)" if ARGS.ponder else "",
        getattr(__import__("pychess"), "VERSION", "?")))
    if not await discover([test, opp]):
        return
    for e in discoverer.getEngines():
        say("discovered %s: analyze=%s, options %s" % (e["name"], e.get("analyze", False),
                                                      [o["name"] for o in e.get("options", [])]))
    score = {"win": 0, "draw": 0, "loss": 0}
    results = []
    for g in range(1, ARGS.games + 1):
        test_color = WHITE if g % 2 == 1 else BLACK
        Slot.prefix = "game%d" % g
        Dialog.combined = open(os.path.join(OUT, "game%d.log" % g), "w", encoding="utf-8")
        before = len(SUBPROCESSES)
        timemodel = TimeModel(secs, inc)
        model = GameModel(timemodel, NormalBoard)
        players = [None, None]
        for color, entry in ((test_color, test), (1 - test_color, opp)):
            # newGameDialog: initPlayerEngine(engine, color, level, variant, secs, incr, moves, forcePonderOff);
            # the GUI forces pondering off in engine-engine games: --ponder does not.
            players[color] = await discoverer.initPlayerEngine(
                discoverer.getEngineByName(entry["name"]), color, 20, NormalBoard, secs, inc, 0, not ARGS.ponder)
        model.setPlayers(players)
        ended = asyncio.Event()
        state = {"moves": 0}
        model.connect("game_ended", lambda m, reason: ended.set())

        def changed(m, ply):
            state["moves"] = ply
            if ply >= 2 * ARGS.max_moves and m.status == const.RUNNING:
                m.end(DRAW, DRAW_ADJUDICATION)
        model.connect("game_changed", changed)
        t_start = now()
        model.start()
        limit = 2 * (secs + inc * ARGS.max_moves) + 0.3 * ARGS.max_moves + 30
        try:
            await asyncio.wait_for(ended.wait(), limit)
        except asyncio.TimeoutError:
            fail("game %d did not end within %d s (PyChess stuck?)" % (g, limit))
        subs = SUBPROCESSES[before:]
        await wait_exit(subs, 3)
        status, reason = model.status, model.reason
        result = {DRAW: "1/2-1/2", WHITEWON: "1-0", BLACKWON: "0-1"}.get(status, "*")
        white, black = ("engine", "opponent") if test_color == WHITE else ("opponent", "engine")
        lost = (status == WHITEWON and test_color == BLACK) or (status == BLACKWON and test_color == WHITE)
        won = (status == WHITEWON and test_color == WHITE) or (status == BLACKWON and test_color == BLACK)
        mv = (len(model.moves) + 1) // 2
        clock = timemodel.getPlayerTime(test_color)
        say("game %d: %-8s - %-8s %-7s %3d moves  {%s}  %.1f s; clock of the engine at the end %.1f s" % (
            g, white, black, result, mv, reason_name(reason), now() - t_start, clock))
        results.append(result)
        if won:
            score["win"] += 1
        elif lost:
            score["loss"] += 1
        elif status == DRAW:
            score["draw"] += 1
        else:
            fail("game %d has no result (status %s, reason %s)" % (g, STATES.get(status, status), reason_name(reason)))
        test_player = players[test_color]
        opp_player = players[1 - test_color]
        for player, is_test in ((test_player, True), (opp_player, False)):
            report = fail if is_test else warn
            who = "engine" if is_test else "opponent"
            if getattr(player, "invalid_move", None):
                report("game %d: %s played an illegal/unparsable move: %s" % (g, who, player.invalid_move))
        if lost and reason == const.WON_CALLFLAG:
            fail("game %d: the engine lost on time" % g)
        elif won and reason == const.WON_CALLFLAG:
            say("  (game %d: the opponent lost on time)" % g)
        if lost and reason == const.WON_ADJUDICATION and not getattr(test_player, "invalid_move", None):
            fail("game %d: the engine lost by PyChess's adjudication (an invalid move)" % g)
        died = {const.WHITE_ENGINE_DIED: WHITE, const.BLACK_ENGINE_DIED: BLACK}.get(reason)
        if died is not None:
            (fail if died == test_color else warn)("game %d: PyChess says the %s died" % (
                g, "engine" if died == test_color else "opponent"))
        for s in subs:
            is_test = s.label == "engine"
            protocol_faults(s, "game %d" % g, is_test)
            # output closed before PyChess terminated it: the engine crashed or quit by itself
            if s.eof_at is not None and (s.terminate_at is None or s.eof_at < s.terminate_at):
                (fail if is_test else warn)("game %d: %s closed its output / exited by itself at %.3f s (%s)" % (
                    g, s.label, s.eof_at, exit_text(s.exit_status)))
            if s.exit_status is None:
                (fail if is_test else warn)("game %d: %s still running 3 s after PyChess terminated it (pid %d)"
                                            % (g, s.label, s.pid))
        stop_all()
        Dialog.combined.close()
        Dialog.combined = None
        await asyncio.sleep(0.5)
    say("score of the engine: +%d =%d -%d (W/D/L)" % (score["win"], score["draw"], score["loss"]))


def first_move(board, pv):
    """The first move of the engine's principal variation, else the first legal move PyChess generates."""
    for text in pv[:1]:
        try:
            return parseAny(board, text)
        except Exception:
            pass
    for lmove in genAllMoves(board.board):
        if validateMove(board.board, lmove):
            return Move(lmove)
    return None


async def analyze():
    entry = engine_entry("engine", ARGS.engine, ARGS.engine_dir, ARGS.force_analyze)
    if not entry:
        return
    try:
        board = NormalBoard(setup=ARGS.fen)
    except Exception as e:
        fail("PyChess rejects the FEN %r: %s" % (ARGS.fen, e))
        return
    say("pychess-client analyze: %s, %g s on %s" % (ARGS.engine, ARGS.seconds, ARGS.fen))
    if not await discover([entry]):
        return
    found = discoverer.getEngineByName("engine")
    if not discoverer.is_analyzer(found):
        say("the engine does not announce feature analyze=1: PyChess does not start it as an analyzer "
            "(its hint and spy panels stay empty)")
        say("analysis lines: 0")
        if (ARGS.min_lines or 0) > 0:
            fail("fewer than %d analysis lines (the engine is not an analyzer for PyChess)" % ARGS.min_lines)
        return
    model = GameModel(TimeModel(), NormalBoard)
    model.boards = [board]
    model.variations = [model.boards]
    lines = []                     # (time, phase, depth, score, pv) from PyChess's "analyze" signal
    phase = {"now": "position"}

    def on_analyze(engine, analysis):
        if analysis and analysis[0] is not None:
            ply, pv, score, depth, nps = analysis[0]
            lines.append((now(), phase["now"], depth, score, pv))
    Slot.prefix = "analysis"
    Dialog.combined = None
    # The GUI's hint mode: GameModel.start_analyzer(HINT) -> init_engine -> initAnalyzerEngine (prestart,
    # then on done=1: post, analyze; then force + setboard FEN: the position arrives while it analyses).
    # As the GUI with the hint analyzer on and this engine chosen in Preferences (not force_engine, which is
    # the puzzle path and adds "option MultiPV=3").
    conf.set("analyzer_check", True)
    conf.set("ana_combobox", found["md5"])
    await model.start_analyzer(HINT)
    analyzer = model.spectators.get(HINT)
    if analyzer is None:
        fail("PyChess did not start the engine as an analyzer")
        return
    analyzer.connect("analyze", on_analyze)
    event, is_dead = asyncio.Event(), set()
    analyzer.start(event, is_dead)  # GameModel.start does this for its spectators: wait for done=1
    await event.wait()
    if is_dead:
        fail("the analyzer died or never sent feature done=1")
        return
    sub = SUBPROCESSES[-1]
    half = ARGS.seconds / 2
    await asyncio.sleep(half)
    n1 = len(lines)
    # A move on PyChess's board: the spectator gets putMove -> exit, setboard <empty board>, force,
    # setboard FEN (after the move), post, analyze.
    move = first_move(board, lines[-1][4] if lines else [])
    if move is None:
        say("no legal move in this position: PyChess cannot reposition the analyzer")
    else:
        after = board.move(move)
        phase["now"] = "after " + toAN(board, move)
        say("repositioning: %s played on PyChess's board" % toAN(board, move))
        model.boards.append(after)
        model.moves.append(move)
        analyzer.putMove(after, move, board)
        await asyncio.sleep(half)
    n2 = len(lines) - n1
    # Stop: GameModel.pause_analyzer -> CECPEngine.pause -> exit + setboard 8/8/8/8/8/8/8/8 w - - 0 1.
    t_stop = now()
    model.pause_analyzer(HINT)
    await asyncio.sleep(1.0)
    late = [l for l in lines if l[0] > t_stop + 0.3]
    model.remove_analyzer(HINT)  # end(KILLED): result *, quit, SIGTERM (as when the user closes the game)
    await wait_exit([sub], 3)
    protocol_faults(sub, "analysis", True)
    raw = sum(1 for t, l in sub.dialog.received if l.split() and l.split()[0].rstrip(".+-").isdigit()
              and l.split()[:4] != ["0", "0", "0", "0"])
    say("analysis lines: %d (%d on the position, %d after the move); thinking lines the engine sent: %d"
        % (len(lines), n1, n2, raw))
    for t, ph, depth, score, pv in lines[-3:]:
        say("  %.3f s  %-14s depth %s score %s pv %s" % (t, ph, depth, score, " ".join(pv)))
    if late:
        warn("%d analysis line(s) more than 0.3 s after PyChess's exit (the engine goes on analysing?)" % len(late))
    if raw > len(lines):
        warn("PyChess parsed only %d of %d thinking lines (its format: ply score time nodes pv, integer score)"
             % (len(lines), raw))
    minimum = 1 if ARGS.min_lines is None else ARGS.min_lines
    if len(lines) < minimum:
        fail("PyChess received %d analysis line(s), fewer than %d" % (len(lines), minimum))
    if n1 < minimum and ARGS.each_phase:
        fail("%d analysis line(s) on the position PyChess set with force + setboard while the engine analysed"
             % n1)
    elif n1 == 0 and n2 > 0:
        warn("no analysis on the first position: the engine stopped analysing when PyChess sent force and the position (setboard, or edit)"
             " after analyze (it analysed again after exit/setboard/analyze); --each-phase makes this a failure")
    if move is not None and n2 == 0 and minimum > 0:
        fail("no analysis line after PyChess repositioned the engine (force + setboard while analysing)")
    if sub.eof_at is not None and (sub.terminate_at is None or sub.eof_at < sub.terminate_at):
        fail("the engine closed its output / exited by itself at %.3f s" % sub.eof_at)
    if sub.exit_status is None:
        fail("the engine still runs 3 s after PyChess terminated it (pid %d)" % sub.pid)


def main():
    loop = asyncio.SelectorEventLoop()
    asyncio.set_event_loop(loop)
    loop.set_task_factory(_task_factory)
    loop.set_exception_handler(_loop_exception)
    ctx = GLib.MainContext.default()

    def glib_update():               # as /usr/games/pychess: the GLib main context pumped from asyncio
        while ctx.pending():
            ctx.iteration(False)
        loop.call_later(0.01, glib_update)
    glib_update()
    try:
        loop.run_until_complete(play() if ARGS.mode == "play" else analyze())
    except Exception:
        EXCEPTIONS.append(traceback.format_exc())
    finally:
        stop_all()
    for text in EXCEPTIONS:
        fail("Python exception: " + text.strip().splitlines()[-1] + " (traceback on stderr)")
    say("files: %s (summary.txt, game<N>.log, game<N>-engine.log, game<N>-opponent.log, pychess-debug.log)" % OUT)
    if FAULTS:
        say("RESULT: FAILED (%d failure(s), %d warning(s))" % (len(FAULTS), len(WARNINGS)))
    else:
        say("RESULT: PASSED (%d warning(s))" % len(WARNINGS))
    with open(os.path.join(OUT, "summary.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(SUMMARY) + "\n")
    sys.exit(1 if FAULTS else 0)


main()
