package dev.strategist.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The plain record every game has: its moves in notation from the start, separated by spaces
 * ({@code b2 a1 c3}). A compact list runs one-character moves together ({@code 4453}, Connect Four's
 * usual form), and reading it accepts either form. Options and players are not part of the text.
 *
 * @param <P> the game's position type
 */
public final class MoveListFormat<P extends Position> implements RecordFormat<P> {
    private final Game<P> game;
    private final boolean compact;

    /** The move list of {@code game}; {@code compact} runs one-character moves together. */
    public MoveListFormat(Game<P> game, boolean compact) {
        this.game = game;
        this.compact = compact;
    }

    @Override
    public String name() {
        return "moves";
    }

    @Override
    public String extension() {
        return "txt";
    }

    @Override
    public String write(GameRecord record) {
        P position = game.newPosition(record.options());
        List<String> texts = new ArrayList<>();
        boolean allSingle = true;
        for (int move : record.moves()) {
            String text = game.notation().format(position, move);
            allSingle &= text.length() == 1;
            texts.add(text);
            position.play(move);
        }
        return String.join(compact && allSingle ? "" : " ", texts) + "\n";
    }

    @Override
    public GameRecord read(String text, GameOptions options) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the record is empty: write the moves from the start, like "
                    + example(), String.valueOf(text));
        }
        P position = game.newPosition(options);
        List<Integer> moves = new ArrayList<>();
        int index = 0;
        for (String token : text.trim().split("[,\\s]+")) {
            index = text.indexOf(token, index);
            try {
                play(position, moves, token, index, text);
            } catch (NotationException e) {
                if (!compact || token.length() < 2) {
                    throw e;
                }
                // a compact run such as 4453: one move a character
                for (int i = 0; i < token.length(); i++) {
                    play(position, moves, token.substring(i, i + 1), index + i, text);
                }
            }
            index += token.length();
        }
        int[] played = new int[moves.size()];
        for (int i = 0; i < played.length; i++) {
            played[i] = moves.get(i);
        }
        return new GameRecord(options, played, null, null, Outcome.NONE);
    }

    private void play(P position, List<Integer> moves, String token, int index, String text) {
        int move;
        try {
            move = game.notation().parse(position, token);
        } catch (NotationException e) {
            throw new NotationException("move " + (position.ply() + 1) + " '" + token + "': " + e.getMessage(), text,
                    index);
        }
        position.play(move);
        moves.add(move);
    }

    private String example() {
        P position = game.newPosition();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 2 && !position.isOver(); i++) {
            int move = position.legalMoves()[0];
            sb.append(i > 0 && !compact ? " " : "").append(game.notation().format(position, move));
            position.play(move);
        }
        return sb.toString();
    }
}
