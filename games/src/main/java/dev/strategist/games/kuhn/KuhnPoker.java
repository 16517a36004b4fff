package dev.strategist.games.kuhn;

import dev.strategist.learn.ExtensiveGame;

/**
 * Kuhn poker (Kuhn 1950): three cards J < Q < K, one to each player, ante 1, one bet of 1. Player 1
 * passes or bets; facing a pass player 2 passes (showdown for 1) or bets; facing a bet a player folds
 * (pass) or calls (bet), a call going to a showdown for 2. Twelve information sets, six per player; the
 * game's value for player 1 is -1/18.
 *
 * <p>Chance deals both cards at once (six equally likely outcomes); players' actions are {@link #PASS}
 * and {@link #BET}.
 */
public final class KuhnPoker implements ExtensiveGame {
    /** Pass: check, or fold when facing a bet. */
    public static final int PASS = 0;
    /** Bet: bet, or call when facing a bet. */
    public static final int BET = 1;
    /** Card names, lowest first. */
    public static final String CARDS = "JQK";

    private static final int[][] DEALS = {{0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}};

    private final int[] cards = {-1, -1};
    private final int[] history = new int[3];
    private int deal = -1;
    private int length;

    /** A game before the deal. */
    public KuhnPoker() {
    }

    /** The card of {@code player} (0 J, 1 Q, 2 K), -1 before the deal. */
    public int card(int player) {
        return cards[player];
    }

    /** The betting so far as letters: {@code p} pass, {@code b} bet ("pb" is pass then bet). */
    public String bettingHistory() {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(history[i] == PASS ? 'p' : 'b');
        }
        return sb.toString();
    }

    @Override
    public boolean isTerminal() {
        if (deal < 0 || length < 2) {
            return false;
        }
        // "pp", "bp" and "bb" end after two actions; "pb" needs player 1's answer
        return !(history[0] == PASS && history[1] == BET) || length == 3;
    }

    @Override
    public int currentPlayer() {
        return deal < 0 ? CHANCE : length % 2;
    }

    @Override
    public int legalActions(int[] into) {
        if (isTerminal()) {
            return 0;
        }
        if (deal < 0) {
            for (int d = 0; d < DEALS.length; d++) {
                into[d] = d;
            }
            return DEALS.length;
        }
        into[0] = PASS;
        into[1] = BET;
        return 2;
    }

    @Override
    public double chanceProbability(int action) {
        return 1.0 / DEALS.length;
    }

    @Override
    public long infoSetKey() {
        int code = 1;
        for (int i = 0; i < length; i++) {
            code = code * 2 + history[i];
        }
        return (long) code * 4 + cards[currentPlayer()];
    }

    @Override
    public String describeInfoSet() {
        if (deal < 0) {
            return "deal";
        }
        String h = bettingHistory();
        return CARDS.charAt(cards[currentPlayer()]) + (h.isEmpty() ? "" : ":" + h);
    }

    @Override
    public void play(int action) {
        if (deal < 0) {
            if (action < 0 || action >= DEALS.length) {
                throw new IllegalArgumentException("no deal " + action);
            }
            deal = action;
            cards[0] = DEALS[action][0];
            cards[1] = DEALS[action][1];
            return;
        }
        if (isTerminal() || (action != PASS && action != BET)) {
            throw new IllegalArgumentException("action " + action + " is not legal after '" + bettingHistory() + "'");
        }
        history[length++] = action;
    }

    @Override
    public void undo() {
        if (length > 0) {
            length--;
        } else if (deal >= 0) {
            deal = -1;
            cards[0] = -1;
            cards[1] = -1;
        } else {
            throw new IllegalStateException("nothing to take back");
        }
    }

    @Override
    public double utility(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the hand is not over");
        }
        double forFirst;
        int last = history[length - 1];
        if (last == PASS && history[length - 2] == BET) {
            // a fold: the player who bet takes the other's ante
            forFirst = length == 2 ? 1 : -1;
        } else {
            int stake = last == BET ? 2 : 1;
            forFirst = cards[0] > cards[1] ? stake : -stake;
        }
        return player == 0 ? forFirst : -forFirst;
    }

    @Override
    public int maxActions() {
        return DEALS.length;
    }

    @Override
    public String actionName(int action) {
        return action == PASS ? "pass" : "bet";
    }
}
