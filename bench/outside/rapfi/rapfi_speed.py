#!/usr/bin/env python3
"""Rapfi's own speed and depth at a fixed time a move on the balanced openings, beside GomokuPlayerSpeed's.

Usage: rapfi_speed.py BRAIN OPENINGS [MILLIS [COUNT]]

For each of the first COUNT openings (one a line, moves as "d3h4d7", our notation: a column letter and a
row number from 1), a new BRAIN process is given the position over the Gomocup protocol (START 15,
INFO timeout_turn MILLIS, INFO thread_num 1, INFO rule 0, BOARD ... DONE) with the side to move as its own
stones, and the last "MESSAGE Speed ... | Depth ... | Node ... | Time ..." line it prints before its move is
kept. Prints a Markdown table and the totals. A brain that prints no such line, or answers with an ERROR,
ends the run with the line it did print.
"""
import re
import subprocess
import sys
import time

STATUS = re.compile(r"Speed\s+(\S+)\s*\|\s*Depth\s+(\d+)-(\d+).*\|\s*Node\s+(\S+)\s*\|\s*Time\s+(\S+)")


def cells(moves):
    """The opening's moves as (x, y) pairs, 0-based, in the order played."""
    out = []
    for letter, number in re.findall(r"([a-o])(\d+)", moves):
        out.append((ord(letter) - ord("a"), int(number) - 1))
    if "".join(f"{chr(ord('a') + x)}{y + 1}" for x, y in out) != moves:
        raise SystemExit(f"not an opening in our notation: {moves!r}")
    return out


def count(text):
    """Rapfi's abbreviated counts ("343K", "1.2M", "850") as a number."""
    scale = {"K": 1e3, "M": 1e6, "G": 1e9}
    if text[-1] in scale:
        return float(text[:-1]) * scale[text[-1]]
    return float(text)


def millis(text):
    """Rapfi's time text ("470ms", "1.2s") as milliseconds."""
    if text.endswith("ms"):
        return float(text[:-2])
    if text.endswith("s"):
        return float(text[:-1]) * 1000
    return float(text)


def measure(brain, moves, turn):
    played = cells(moves)
    mover = len(played) % 2  # the brain's stones are those of the side to move
    proc = subprocess.Popen([brain], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    lines = [f"INFO timeout_turn {turn}", "INFO timeout_match 100000000", "INFO thread_num 1", "INFO rule 0", "BOARD"]
    lines += [f"{x},{y},{1 if i % 2 == mover else 2}" for i, (x, y) in enumerate(played)]
    lines.append("DONE")
    status = None
    try:
        proc.stdin.write("START 15\n")
        while True:
            answer = proc.stdout.readline()
            if not answer:
                raise SystemExit(f"{brain} ended before answering START")
            if answer.startswith("OK"):
                break
            if answer.startswith("ERROR"):
                raise SystemExit(f"{brain}: {answer.strip()}")
        start = time.monotonic()
        proc.stdin.write("\n".join(lines) + "\n")
        while True:
            answer = proc.stdout.readline()
            if not answer:
                raise SystemExit(f"{brain} ended before its move on {moves}")
            answer = answer.strip()
            if answer.startswith("ERROR"):
                raise SystemExit(f"{brain} on {moves}: {answer}")
            found = STATUS.search(answer)
            if found:
                status = found
            if re.fullmatch(r"\d+,\d+", answer):
                wall = (time.monotonic() - start) * 1000
                break
    finally:
        try:
            proc.stdin.write("END\n")
            proc.stdin.close()
        except BrokenPipeError:
            pass  # the brain is gone already; the reason raised above is the one to show
        proc.wait(timeout=10)
    if status is None:
        raise SystemExit(f"{brain} printed no status line on {moves}")
    return {"depth": f"{status.group(2)}-{status.group(3)}", "main": int(status.group(2)),
            "nodes": count(status.group(4)), "ms": millis(status.group(5)), "wall": wall, "move": answer}


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    brain, path = argv[1], argv[2]
    turn = int(argv[3]) if len(argv) > 3 else 500
    limit = int(argv[4]) if len(argv) > 4 else 10
    with open(path) as f:
        openings = [line.strip() for line in f if line.strip() and not line.startswith("#")][:limit]
    print(f"{brain}, {turn} ms a move, one thread, a new process each")
    print("| opening | depth (main-selective) | nodes | ms | nodes/s | move | wall ms |")
    print("| --- | --- | ---: | ---: | ---: | --- | ---: |")
    nodes = ms = 0.0
    depths = []
    for moves in openings:
        r = measure(brain, moves, turn)
        nodes += r["nodes"]
        ms += r["ms"]
        depths.append(r["main"])
        print(f"| {moves} | {r['depth']} | {r['nodes']:,.0f} | {r['ms']:.0f} | {r['nodes'] * 1000 / max(r['ms'], 1):,.0f}"
              f" | {r['move']} | {r['wall']:.0f} |", flush=True)
    print(f"\nall: main depth {min(depths)}-{max(depths)} (mean {sum(depths) / len(depths):.1f}), {nodes:,.0f} nodes"
          f" in {ms:,.0f} ms ({nodes * 1000 / max(ms, 1):,.0f} nodes/s)")


if __name__ == "__main__":
    main(sys.argv)
