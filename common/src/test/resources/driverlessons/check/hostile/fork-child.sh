#!/usr/bin/env bash
# A child in the engine's process group that ignores SIGTERM and holds the engine's pipes. The engine itself answers
# the handshake, ping and quit (with status 0), and exits at once at anything else, so that the card is quick.
(trap '' TERM; exec sleep 600) &
while read -r line; do
  case "$line" in
    xboard|accepted*|rejected*) ;;
    protover*) echo 'feature ping=1 myname="Forker" done=1' ;;
    ping*) echo "pong ${line#ping }" ;;
    *) exit 0 ;;
  esac
done
