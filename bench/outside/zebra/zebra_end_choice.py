#!/usr/bin/env python3
"""Zebra on our end-choice key: its move in each keyed Othello position, judged as `ReversiEndChoice score` judges ours.

Each line of the key (bench/src/main/resources/othello/end-choice-key.txt, or one written by `ReversiEndChoice key`)
holds a position as the moves from the start (passes left out), its value for the side to move (1 win, 0 draw, -1
loss) and every legal move's. This asks Zebra for its move in each position exactly as zebra_gtp.py does in a match
(the same command line, the same clock per move), and prints one line a position (the moves, Zebra's move, the
position's value, the move's value, seconds) and a summary: moves keeping the value, points lost (a win given as a
draw or a draw as a loss half a point, a win as a loss one), and Zebra's mean time. Zebra's code and coefficients stay
outside this repository (see README.md).

    python3 zebra_end_choice.py --zebra PATH/zebra --data DIR --key KEYFILE [--movetime MS] [--first N] [--out FILE]
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import zebra_gtp  # noqa: E402  (our adapter beside this script: its rules and its way of asking Zebra)


def position_board(adapter, moves):
    """Plays the moves from the start on the adapter's board, a pass implied where the side to move has none."""
    board = adapter.board
    for i in range(0, len(moves), 2):
        move = moves[i:i + 2]
        if move not in board.legal(board.to_move):
            board.play(board.to_move, "pass")
        board.play(board.to_move, move)
    if not board.legal(board.to_move):
        board.play(board.to_move, "pass")
    return board


def read_key(path):
    """(moves, value, {move: value}) for each key line; a line that does not read ends the run."""
    entries = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            body = line.split("#")[0].split()
            if not body:
                continue
            try:
                values = dict((t.split(":")[0], int(t.split(":")[1])) for t in body[2:])
                entries.append((body[0], int(body[1]), values))
            except (IndexError, ValueError):
                sys.exit("%s line %d: not a key line (moves, value, move:value ...): %s" % (path, number, line.strip()))
    return entries


def main():
    parser = argparse.ArgumentParser(description="Zebra judged on our end-choice key.")
    parser.add_argument("--zebra", required=True, help="Zebra's binary")
    parser.add_argument("--data", required=True, help="the folder holding coeffs2.bin (Zebra runs there)")
    parser.add_argument("--key", required=True, help="the key file")
    parser.add_argument("--movetime", type=int, default=1000, help="milliseconds a move, as zebra_gtp.py gives it")
    parser.add_argument("--first", type=int, default=0, help="only the first N positions")
    parser.add_argument("--out", help="a file for the per-position lines (default: standard output)")
    options = parser.parse_args()
    # the match adapter's own options and checks, so Zebra runs here exactly as in a match
    adapter_options = zebra_gtp.parse_options(["--zebra", options.zebra, "--data", options.data,
                                               "--movetime", str(options.movetime)])
    entries = read_key(options.key)
    if options.first:
        entries = entries[:options.first]
    out = open(options.out, "w") if options.out else sys.stdout
    kept = lost = seconds = 0.0
    changes = {"win to draw": 0, "win to loss": 0, "draw to loss": 0}
    for moves, value, values in entries:
        adapter = zebra_gtp.Adapter(adapter_options)
        try:
            board = position_board(adapter, moves)
            started = time.monotonic()
            move = adapter.genmove(board.to_move)
        except zebra_gtp.GtpError as e:
            sys.exit("position %s: %s" % (moves, e))
        spent = time.monotonic() - started
        if move not in values:
            sys.exit("position %s: Zebra's move %s is not in the key" % (moves, move))
        got = values[move]
        kept += got == value
        lost += (value - got) / 2.0
        if got < value:
            changes[("win" if value == 1 else "draw") + " to " + ("draw" if got == 0 else "loss")] += 1
        seconds += spent
        out.write("%s %s %d %d %.3f\n" % (moves, move, value, got, spent))
        out.flush()
    n = len(entries)
    print("%d positions: %d moves keep the value; points lost %.1f (%s); mean reply %.0f ms"
          % (n, kept, lost, ", ".join("%s %d" % kv for kv in changes.items()), 1000.0 * seconds / max(1, n)))


if __name__ == "__main__":
    main()
