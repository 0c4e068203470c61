#!/usr/bin/env python3
# One feature line of 1 MB (250,000 pairs a=1, the last one malformed, then done=1), then a quiet engine.
import sys
for line in sys.stdin:
    if line.startswith("protover"):
        print("feature " + "a=1 " * 250_000 + "b= done=1", flush=True)
    elif line.strip() == "quit":
        sys.exit(0)
