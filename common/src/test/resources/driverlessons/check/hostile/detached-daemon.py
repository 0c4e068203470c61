#!/usr/bin/env python3
# A child that becomes a proper daemon, as daemon(3) makes one: a double fork into a session of its own, its stdin,
# stdout and stderr on /dev/null (so it holds none of the engine's pipes), SIGTERM ignored, and then a program of its
# own started with an empty environment. Neither the process group, nor the pipes, nor the environment lead to it;
# only what no exec clears does (its resource limits). The engine itself answers the handshake, ping and quit (with
# status 0), and exits at once at anything else, so that the card is quick.
import os, signal, sys
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)           # an ignored signal stays ignored through exec
        # named by the test's mark (HostileEngineTest finds it by its command line: the environment is gone)
        os.execve("/bin/sleep", ["hostile-" + os.environ.get("HOSTILE_ENGINE_TEST", ""), "600"], {})
    os._exit(0)
os.wait()
for line in sys.stdin:
    if line.startswith("protover"):
        print('feature ping=1 myname="Detached daemon" done=1', flush=True)
    elif line.startswith("ping"):
        print("pong" + line[4:].rstrip(), flush=True)
    elif not (line.startswith("xboard") or line.startswith("accepted") or line.startswith("rejected")):
        sys.exit(0)
