#!/usr/bin/env python3
# A debug print left in a loop: short lines on stdout without end.
while True:
    print("x")
