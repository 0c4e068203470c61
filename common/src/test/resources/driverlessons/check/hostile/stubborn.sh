#!/usr/bin/env bash
# Ignores SIGINT and SIGTERM (and so does every process it starts), answers the handshake and ping and nothing else,
# not even quit: only SIGKILL ends it. Ctrl-C on the examiner must still leave nothing of it running.
trap '' INT TERM
while read -r line; do
  case "$line" in
    protover*) echo 'feature ping=1 sigint=0 sigterm=0 myname="Stubborn" done=1' ;;
    ping*) echo "pong ${line#ping }" ;;
  esac
done
exec sleep 600
