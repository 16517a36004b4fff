package dev.strategist.app.cli;

import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import dev.strategist.play.Strategist;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A person against the computer at the terminal: reads the person's moves and commands line by line
 * and hands them to the {@link Match}, which owns every rule about turns, undo and resignation.
 *
 * @param <P> the game's position type
 */
final class InteractiveGame<P extends Position> {
    private static final String HELP = String.join("\n",
            "Type a move in the game's notation, or one of:",
            "  hint     the move a level-10 computer would play here",
            "  undo     take back moves to your previous turn",
            "  moves    the moves so far",
            "  board    draw the board again",
            "  resign   give up: the computer wins",
            "  quit     stop without finishing (also: exit)",
            "  help     this list");

    private final Match<P> match;
    private final int personSide;
    private final Strategist<P> adviser;
    private final GameSession session;
    private final BufferedReader in;
    private final boolean echo;

    /**
     * A game on {@code match}, whose seat {@code personSide} is the person; {@code adviser} answers
     * hints; lines come from {@code in} and are echoed when they do not come from a terminal.
     */
    InteractiveGame(Match<P> match, int personSide, Strategist<P> adviser, GameSession session,
                    BufferedReader in, boolean echo) {
        this.match = match;
        this.personSide = personSide;
        this.adviser = adviser;
        this.session = session;
        this.in = in;
        this.echo = echo;
    }

    /** Plays until the game ends, the person quits or the input ends; always exit code 0. */
    int play() throws IOException {
        PrintWriter out = session.out();
        ComputerTurn<P> computer = new ComputerTurn<>(match, out);
        BoardRenderer renderer = session.renderer();
        String mark = renderer.sideName(personSide);
        out.println("You play " + mark + (personSide == 0 ? " and move first" : " and move second")
                + "; the computer (" + match.seat(1 - personSide).strategist() + ") plays "
                + renderer.sideName(1 - personSide) + ". Type help for the commands.");
        boolean showBoard = true;
        while (!match.isOver()) {
            if (session.moveLimitReached(match)) {
                return session.stopped(match);
            }
            if (!match.seatToMove().isHuman()) {
                computer.play("computer");
                showBoard = true;
                continue;
            }
            if (showBoard) {
                session.showBoard(match);
                showBoard = false;
            }
            out.print(mark + " to move> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("end of input: the game is left unfinished");
                return ExitCode.OK;
            }
            if (echo) {
                out.println(line);
            }
            Reply reply = answer(line.trim());
            if (reply == Reply.QUIT) {
                out.println("game abandoned");
                return ExitCode.OK;
            }
            showBoard = reply == Reply.BOARD_CHANGED;
        }
        if (showBoard) {
            session.showBoard(match);
        }
        out.println("result: " + describe(match.result().orElseThrow()));
        return ExitCode.OK;
    }

    /** What a line did to the game, which says whether to draw the board again. */
    private enum Reply { BOARD_CHANGED, NOTHING, QUIT }

    private Reply answer(String line) {
        PrintWriter out = session.out();
        try {
            switch (line.toLowerCase(Locale.ROOT)) {
                case "":
                    return Reply.NOTHING;
                case "help":
                case "?":
                    out.println(HELP);
                    return Reply.NOTHING;
                case "moves":
                    out.println("moves: " + MoveListText.of(match.moveList()));
                    return Reply.NOTHING;
                case "board":
                    return Reply.BOARD_CHANGED;
                case "hint":
                    out.println("hint: " + match.hint(adviser));
                    return Reply.NOTHING;
                case "undo":
                    int taken = match.undo();
                    out.println(taken == 0 ? "nothing to take back"
                            : "took back " + taken + (taken == 1 ? " move" : " moves"));
                    return taken == 0 ? Reply.NOTHING : Reply.BOARD_CHANGED;
                case "resign":
                    match.resign(personSide);
                    return Reply.NOTHING;
                case "quit":
                case "exit":
                    return Reply.QUIT;
                default:
                    match.play(line);
                    return Reply.BOARD_CHANGED;
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            // the match refused and changed nothing: say why and ask again
            out.println(e.getMessage());
            return Reply.NOTHING;
        }
    }

    /** "you win", "computer wins by resignation", "draw". */
    private String describe(MatchResult result) {
        if (result.outcome().winner() == personSide) {
            return "you win";
        }
        return result.describe(match.seat(0).name(), match.seat(1).name());
    }
}
