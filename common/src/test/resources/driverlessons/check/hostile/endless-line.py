#!/usr/bin/env python3
# One line without end: no newline ever comes.
import sys
while True:
    sys.stdout.write("x" * 4096)
