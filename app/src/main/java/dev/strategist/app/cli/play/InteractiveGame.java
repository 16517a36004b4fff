package dev.strategist.app.cli.play;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Level;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * A person against the computer at the terminal: reads the person's moves and commands line by line
 * and hands them to the {@link Match}, which owns every rule about turns, undo and resignation. The
 * computer's level and algorithm can be changed during a game (the match is rebuilt with the new
 * computer and the moves so far replayed), and a new game started, during a game or after it.
 *
 * @param <P> the game's position type
 */
final class InteractiveGame<P extends Position> {
    private static final String HELP = String.join("\n",
            "Type a move in the game's notation, or one of:",
            "  hint          the move a level-10 computer would play here",
            "  undo          take back moves to your previous turn",
            "  moves         the moves so far",
            "  board         draw the board again",
            "  level N       the computer plays at level N (1..10) from now on",
            "  algorithm A   the computer searches with A from now on (engine, mcts, mcts_guided, ...)",
            "  new           start a new game",
            "  resign        give up: the computer wins",
            "  quit          stop without finishing (also: exit)",
            "  help          this list");

    /** Makes the computer player for a level and an algorithm name (null: the game's default). */
    interface Computers<P extends Position> {
        Strategist<P> make(int level, String algorithm);
    }

    private final Game<P> game;
    private final P start;
    private final int personSide;
    private final Computers<P> computers;
    private final Strategist<P> adviser;
    private final GameSession session;
    private final BufferedReader in;
    private final boolean echo;
    private int level;
    private String algorithm;
    private Match<P> match;
    private ComputerTurn<P> computer;

    /**
     * A game of {@code game} from {@code start}, whose side {@code personSide} is the person's, against the
     * computer {@code computers} makes at {@code level} with {@code algorithm}; {@code adviser} answers
     * hints; lines come from {@code in} and are echoed when they do not come from a terminal.
     */
    InteractiveGame(Game<P> game, P start, int personSide, Computers<P> computers, int level, String algorithm,
                    Strategist<P> adviser, GameSession session, BufferedReader in, boolean echo) {
        this.game = game;
        this.start = Position.copyOf(start);
        this.personSide = personSide;
        this.computers = computers;
        this.level = level;
        this.algorithm = algorithm;
        this.adviser = adviser;
        this.session = session;
        this.in = in;
        this.echo = echo;
        this.match = newMatch(computers.make(level, algorithm), List.of());
    }

    private Match<P> newMatch(Strategist<P> strategist, List<String> moves) {
        Seat<P> person = Seat.human("you");
        Seat<P> machine = Seat.computer("computer", strategist);
        Match<P> m = personSide == 0 ? new Match<>(game, start, person, machine)
                : new Match<>(game, start, machine, person);
        for (String move : moves) {
            m.replay(move);
        }
        computer = new ComputerTurn<>(m, session.out());
        return m;
    }

    /** Plays until the person quits or the input ends, game after game; always exit code 0. */
    int play() throws IOException {
        PrintWriter out = session.out();
        String mark = game.sideName(personSide);
        out.println("You play " + mark + (personSide == 0 ? " and move first" : " and move second")
                + "; the computer (" + match.seat(1 - personSide).player() + ") plays "
                + game.sideName(1 - personSide) + ". Type help for the commands.");
        boolean showBoard = true;
        boolean resultShown = false;
        while (true) {
            if (match.isOver()) {
                if (showBoard) {
                    session.showBoard(match);
                }
                if (!resultShown) {
                    out.println("result: " + describe(match.result().orElseThrow()));
                    resultShown = true;
                }
                out.print("game over: type new for another game, or quit> ");
                out.flush();
                Reply reply = readAndAnswer();
                if (reply == Reply.QUIT || reply == Reply.END) {
                    return ExitCode.OK;
                }
                showBoard = reply == Reply.BOARD_CHANGED;
                resultShown = match.isOver(); // a new game, or an undo past the end, plays on
                continue;
            }
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
            Reply reply = readAndAnswer();
            if (reply == Reply.END) {
                out.println("end of input: the game is left unfinished");
                return ExitCode.OK;
            }
            if (reply == Reply.QUIT) {
                out.println("game abandoned");
                return ExitCode.OK;
            }
            showBoard = reply == Reply.BOARD_CHANGED;
        }
    }

    /** What a line did, which says whether to draw the board again. */
    private enum Reply { BOARD_CHANGED, NOTHING, QUIT, END }

    private Reply readAndAnswer() throws IOException {
        String line = in.readLine();
        if (line == null) {
            session.out().println();
            return Reply.END;
        }
        if (echo) {
            session.out().println(line);
        }
        return answer(line.trim());
    }

    private Reply answer(String line) {
        PrintWriter out = session.out();
        String[] words = line.split("\\s+", 2);
        String command = words[0].toLowerCase(Locale.ROOT);
        String argument = words.length > 1 ? words[1].trim() : null;
        try {
            switch (command) {
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
                case "new":
                    match.cancelThinking();
                    match = newMatch(computers.make(level, algorithm), List.of());
                    out.println("new game: the computer is " + match.seat(1 - personSide).player());
                    return Reply.BOARD_CHANGED;
                case "level":
                    return changeComputer(argument == null ? null : parseLevel(argument), algorithm, argument == null);
                case "algorithm":
                    return changeComputer(level, argument, argument == null);
                case "quit":
                case "exit":
                    return Reply.QUIT;
                default:
                    if (match.isOver()) {
                        throw new IllegalStateException("the game is over: type new for another game, or quit");
                    }
                    match.play(line);
                    return Reply.BOARD_CHANGED;
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            // the match refused and changed nothing: say why and ask again
            out.println(e.getMessage());
            return Reply.NOTHING;
        }
    }

    private static int parseLevel(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 1 && n <= Level.MAX) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("the level is a number from 1 to " + Level.MAX + ", not '" + text + "'");
    }

    /** Switches to a computer at {@code newLevel} with {@code newAlgorithm}, keeping the moves; or tells it. */
    private Reply changeComputer(Integer newLevel, String newAlgorithm, boolean justTell) {
        PrintWriter out = session.out();
        if (justTell) {
            out.println("the computer is " + match.seat(1 - personSide).player()
                    + "; type level N or algorithm NAME to change it");
            return Reply.NOTHING;
        }
        Strategist<P> next = computers.make(newLevel, newAlgorithm); // refuses a bad name before anything changes
        if (match.isThinking()) {
            match.cancelThinking();
        }
        boolean resigned = match.result().map(MatchResult::resigned).orElse(false);
        if (!resigned) {
            match = newMatch(next, match.moveList());
        }
        level = newLevel;
        algorithm = newAlgorithm;
        out.println("the computer is now " + next + (resigned ? " from the next game" : ""));
        return Reply.NOTHING;
    }

    /** "you win", "computer wins by resignation", "draw". */
    private String describe(MatchResult result) {
        if (result.outcome().winner() == personSide) {
            return "you win";
        }
        return result.describe(match.seat(0).name(), match.seat(1).name());
    }
}
