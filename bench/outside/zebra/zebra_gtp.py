#!/usr/bin/env python3
"""GTP adapter (ours) that lets `strategist match othello` play Zebra, asked one position at a time.

Zebra has no GTP mode, but answers one position given as the moves from the start
(`zebra -evalone -seq f5d6...`). This wrapper keeps the game's moves itself, checks them with its own
small Othello rules (so a bad `play` is refused here, not by Zebra's fatal error), and answers `genmove`
by running Zebra on the moves so far. See README.md beside it for options and the time Zebra is given.
"""
import argparse
import os
import re
import subprocess
import sys
import time

NAME = "zebra-gtp"
VERSION = "1"
COMMANDS = ["protocol_version", "name", "version", "known_command", "list_commands", "quit",
            "boardsize", "clear_board", "komi", "play", "genmove", "time_settings", "time_left",
            "showboard"]
# Zebra keeps this many seconds of its clock in reserve and schedules a move as 0.7 of its share of the
# rest (timer.c: SAFETY_MARGIN, DEFAULT_SEARCH); the clock we give it is solved from both.
SAFETY_SECONDS = 10
DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
MOVE = re.compile(r"^[a-h][1-8]$")


class GtpError(Exception):
    """A command refused, answered as `? message`."""


class Board:
    """Othello's rules, only as far as checking moves and passes needs them."""

    def __init__(self):
        self.cells = [[0] * 8 for _ in range(8)]  # 0 empty, 1 black, 2 white; [row][column]
        self.cells[3][3] = self.cells[4][4] = 2
        self.cells[3][4] = self.cells[4][3] = 1
        self.to_move = 1
        self.moves = []  # the squares played, passes left out: what Zebra's -seq reads

    def flips(self, row, col, colour):
        if self.cells[row][col]:
            return []
        other = 3 - colour
        taken = []
        for dr, dc in DIRECTIONS:
            r, c, line = row + dr, col + dc, []
            while 0 <= r < 8 and 0 <= c < 8 and self.cells[r][c] == other:
                line.append((r, c))
                r, c = r + dr, c + dc
            if line and 0 <= r < 8 and 0 <= c < 8 and self.cells[r][c] == colour:
                taken.extend(line)
        return taken

    def legal(self, colour):
        return [square(r, c) for r in range(8) for c in range(8) if self.flips(r, c, colour)]

    def play(self, colour, move):
        if colour != self.to_move:
            raise GtpError("it is " + colour_name(self.to_move) + "'s move")
        legal = self.legal(colour)
        if move == "pass":
            if legal:
                raise GtpError("illegal move: pass while " + " ".join(legal) + " can be played")
        elif move not in legal:
            raise GtpError("illegal move: " + move)
        else:
            row, col = int(move[1]) - 1, ord(move[0]) - ord("a")
            for r, c in self.flips(row, col, colour) + [(row, col)]:
                self.cells[r][c] = colour
            self.moves.append(move)
        self.to_move = 3 - colour

    def over(self):
        return not self.legal(1) and not self.legal(2)

    def text(self):
        rows = ["  a b c d e f g h"]
        for r in range(8):
            rows.append(str(r + 1) + " " + " ".join(".XO"[v] for v in self.cells[r]))
        return "\n".join(rows)


def square(row, col):
    return "abcdefgh"[col] + str(row + 1)


def colour_name(colour):
    return "black" if colour == 1 else "white"


def parse_colour(text):
    t = text.lower()
    if t in ("b", "black"):
        return 1
    if t in ("w", "white"):
        return 2
    raise GtpError("unknown colour: " + text)


def zebra_clock(discs, move_seconds):
    """Whole seconds of clock under which Zebra's timer schedules about move_seconds for this move."""
    moves_left = max((65 - discs) // 2 - 5, 2)  # timer.c's determine_move_time, with the same rounding
    return max(SAFETY_SECONDS + 1, round(SAFETY_SECONDS + move_seconds * (moves_left + 1)))


class Adapter:
    """One GTP session: the board, Zebra's command line, and the time a move."""

    def __init__(self, options):
        self.options = options
        self.move_seconds = options.movetime / 1000.0 if options.movetime else None
        # a game clock (time_settings MAIN 0 0, then time_left before each genmove): Zebra's own clock, whole seconds
        self.clock_seconds = None
        self.board = Board()

    def genmove(self, colour):
        if colour != self.board.to_move:
            raise GtpError("it is " + colour_name(self.board.to_move) + "'s move")
        legal = self.board.legal(colour)
        if not legal:
            self.board.play(colour, "pass")
            return "pass"
        if len(legal) == 1:
            move = legal[0]  # Zebra's answer could be nothing else; not asking saves its start-up
        else:
            move = self.ask_zebra(legal)
        self.board.play(colour, move)
        return move

    def zebra_command(self):
        o = self.options
        command = [o.zebra, "-quiet", "-b", "0", "-slack", "0"]
        if o.depth:
            command += ["-l"] + [str(o.depth), str(o.exact), str(o.exact)] * 2
        elif self.clock_seconds is not None and not self.move_seconds:
            # a real game clock: Zebra's timer shares it out itself, as in a game at a board
            clock = str(max(1, self.clock_seconds))
            command += ["-l", "60", str(o.exact), "60", "60", str(o.exact), "60",
                        "-time", clock, "0", clock, "0"]
        else:
            seconds = self.move_seconds if self.move_seconds else 1.0
            clock = str(zebra_clock(4 + len(self.board.moves), seconds))
            # a depth of 60 is what turns Zebra's timed search on (skill >= 60 in zebra.c)
            command += ["-l", "60", str(o.exact), "60", "60", str(o.exact), "60",
                        "-time", clock, "0", clock, "0"]
        return command + ["-evalone", "-seq", "".join(self.board.moves) or "-"]

    def ask_zebra(self, legal):
        command = self.zebra_command()
        if not self.board.moves:
            command = command[:-2]  # the start position: no sequence to give
        started = time.monotonic()
        try:
            run = subprocess.run(command, cwd=self.options.data, capture_output=True, text=True,
                                 timeout=self.options.timeout)
        except subprocess.TimeoutExpired:
            raise GtpError("zebra gave no answer within " + str(self.options.timeout) + " s")
        except OSError as e:
            raise GtpError("zebra could not be started: " + str(e))
        move = zebra_move(run.stdout)
        if self.options.log:
            with open(self.options.log, "a") as log:
                last = [line for line in run.stdout.splitlines() if line.startswith("-->")]
                log.write("%d %s %.3f %s | %s\n" % (len(self.board.moves), move, time.monotonic() - started,
                                                    last[-1] if last else run.stdout.strip()[-200:],
                                                    "".join(self.board.moves)))
        if move not in legal:
            detail = (run.stdout + run.stderr).strip().replace("\n", " | ")[-300:]
            raise GtpError("zebra gave no legal move (exit " + str(run.returncode) + "): " + detail)
        return move


def zebra_move(output):
    """The move Zebra chose: the first move of its principal variation."""
    for line in output.splitlines():
        if line.startswith("PV:"):
            words = line.split()[1:]
            if words and MOVE.match(words[0].lower()):
                return words[0].lower()
    for line in reversed(output.splitlines()):
        if line.startswith("-->"):
            for word in line.split()[2:]:
                if MOVE.match(word.lower()):
                    return word.lower()
    return None


def answer(adapter, words):
    """The text of a successful answer to one command, or GtpError."""
    command, args = words[0].lower(), words[1:]
    if command == "protocol_version":
        return "2"
    if command == "name":
        return NAME
    if command == "version":
        return VERSION
    if command == "list_commands":
        return "\n".join(COMMANDS)
    if command == "known_command":
        need(args, 1, "known_command NAME")
        return "true" if args[0].lower() in COMMANDS else "false"
    if command == "boardsize":
        need(args, 1, "boardsize 8")
        if args[0] != "8":
            raise GtpError("unacceptable size: Zebra plays 8 x 8 only")
        adapter.board = Board()
        return ""
    if command == "clear_board":
        adapter.board = Board()
        return ""
    if command == "komi":
        return ""
    if command == "play":
        need(args, 2, "play COLOUR MOVE")
        move = args[1].lower()
        if move != "pass" and not MOVE.match(move):
            raise GtpError("not a move: " + args[1])
        adapter.board.play(parse_colour(args[0]), move)
        return ""
    if command == "genmove":
        need(args, 1, "genmove COLOUR")
        return adapter.genmove(parse_colour(args[0]))
    if command == "time_settings":
        need(args, 3, "time_settings MAIN BYO_YOMI STONES")
        try:
            main, byo, stones = (int(a) for a in args)
        except ValueError:
            raise GtpError("time_settings needs whole numbers")
        if not adapter.options.movetime and byo > 0 and stones > 0:
            adapter.move_seconds = byo / stones
        elif byo == 0 and main > 0:
            adapter.clock_seconds = main  # absolute time: the whole game's clock
        return ""
    if command == "time_left":
        need(args, 3, "time_left COLOUR SECONDS STONES")
        parse_colour(args[0])
        try:
            seconds = int(args[1])
        except ValueError:
            raise GtpError("time_left needs whole seconds")
        adapter.clock_seconds = max(0, seconds)
        return ""
    if command == "showboard":
        return "\n" + adapter.board.text()
    raise GtpError("unknown command")


def need(args, count, usage):
    if len(args) < count:
        raise GtpError("syntax error: " + usage)


def serve(adapter, stdin, stdout):
    for raw in stdin:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        ident = ""
        if words[0].isdigit():
            ident, words = words[0], words[1:]
            if not words:
                continue
        if words[0].lower() == "quit":
            stdout.write("=" + ident + "\n\n")
            stdout.flush()
            return
        try:
            stdout.write("=" + ident + " " + answer(adapter, words) + "\n\n")
        except GtpError as e:
            stdout.write("?" + ident + " " + str(e) + "\n\n")
        stdout.flush()


def parse_options(argv=None):
    """The adapter's options from argv (default: the command line), checked; a bad one ends the run."""
    parser = argparse.ArgumentParser(prog="zebra_gtp.py", description="GTP adapter for Zebra (Othello).")
    parser.add_argument("--zebra", required=True, help="Zebra's binary")
    parser.add_argument("--data", required=True, help="the folder holding coeffs2.bin (Zebra runs there)")
    parser.add_argument("--movetime", type=int, help="milliseconds scheduled for a move (Zebra's timed search)")
    parser.add_argument("--depth", type=int, help="a fixed midgame depth instead of a time")
    parser.add_argument("--exact", type=int, default=20, help="empties from which a solve is exact (WLD above)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before a Zebra run is given up")
    parser.add_argument("--log", help="a file that receives one line per Zebra run")
    options = parser.parse_args(argv)
    if options.movetime is not None and options.movetime <= 0:
        parser.error("--movetime must be positive")
    if options.depth is not None and not 1 <= options.depth <= 59:
        parser.error("--depth must be 1-59")
    if not 0 <= options.exact <= 60:
        parser.error("--exact must be 0-60")
    if not os.access(options.zebra, os.X_OK):
        parser.error("not an executable: " + options.zebra)
    if not os.path.isfile(os.path.join(options.data, "coeffs2.bin")):
        parser.error("no coeffs2.bin in " + options.data)
    return options


def main():
    options = parse_options()
    serve(Adapter(options), sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
