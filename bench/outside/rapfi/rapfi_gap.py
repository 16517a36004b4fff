#!/usr/bin/env python3
"""Runs a Gomocup brain (Rapfi) as a child and holds each TURN back a few milliseconds.

    rapfi_gap.py PATH/pbrain-rapfi [--gap MS]

Rapfi's protocol loop drops a command that arrives while it is still finishing its previous answer: at
150 ms a move it lost games with "ERROR Unknown command" after a TURN sent at once on its last reply, and under a
game clock with "ERROR Unknown command: TIME_LEFT" after an INFO time_left sent at once on it. Any other command
within the gap of the brain's last line waits out the rest of it.
Everything else passes through unchanged, both ways; the brain runs in its own folder, where Rapfi looks
for its configuration (none there: its built-in classical evaluation).
"""
import os
import subprocess
import sys
import threading
import time


def main(argv):
    if not argv or argv[0].startswith("-"):
        sys.exit("usage: rapfi_gap.py PATH/pbrain-rapfi [--gap MS]")
    brain = os.path.abspath(argv[0])
    gap = 0.005
    if len(argv) == 3 and argv[1] == "--gap":
        gap = int(argv[2]) / 1000.0
    elif len(argv) != 1:
        sys.exit("usage: rapfi_gap.py PATH/pbrain-rapfi [--gap MS]")
    if not os.access(brain, os.X_OK):
        sys.exit("rapfi_gap.py: not an executable brain: " + brain)
    child = subprocess.Popen([brain], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0,
                             cwd=os.path.dirname(brain))

    last_answer = [0.0]

    def answers():
        for line in iter(child.stdout.readline, b""):
            last_answer[0] = time.monotonic()
            sys.stdout.buffer.write(line)
            sys.stdout.buffer.flush()

    threading.Thread(target=answers, daemon=True).start()
    for line in sys.stdin.buffer:
        if line[:4].upper() == b"TURN":
            time.sleep(gap)
        else:
            # a game clock's INFO time_left comes right after an answer too: Rapfi took it as TIME_LEFT, unknown
            wait = last_answer[0] + gap - time.monotonic()
            if wait > 0:
                time.sleep(wait)
        try:
            child.stdin.write(line)
            child.stdin.flush()
        except BrokenPipeError:
            break
        if line.strip().upper() == b"END":
            break
    try:
        child.stdin.close()
        child.wait(timeout=5)
    except (BrokenPipeError, subprocess.TimeoutExpired):
        child.kill()


if __name__ == "__main__":
    main(sys.argv[1:])
