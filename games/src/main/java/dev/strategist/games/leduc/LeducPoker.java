package dev.strategist.games.leduc;

import dev.strategist.learn.ExtensiveGame;

/**
 * Leduc hold'em as in OpenSpiel's {@code leduc_poker}: six cards (J, J, Q, Q, K, K, the two of a rank told
 * apart as suits 1 and 2), an ante of 1 each, one private card each, a betting round, a public card, a
 * second betting round. Raises are 2 in the first round and 4 in the second, at most two per round;
 * a player may fold only when facing a bet. At the showdown a private card pairing the public card wins,
 * otherwise the higher rank; equal ranks split. 936 information sets (468 per player); the value for
 * player 1 is about -0.0856.
 *
 * <p>Chance deals player 1's card, then player 2's, then (after the first round) the public card, each
 * uniformly among the cards left; a card is 0..5 (rank = card / 2). Players' actions are {@link #FOLD},
 * {@link #CALL} (a check when not facing a bet) and {@link #RAISE}.
 */
public final class LeducPoker implements ExtensiveGame {
    /** Give up the pot (only when facing a bet). */
    public static final int FOLD = 0;
    /** Match the opponent's bet, or check when there is none. */
    public static final int CALL = 1;
    /** Raise by the round's amount (at most two raises a round). */
    public static final int RAISE = 2;
    /** Card count: two of each of three ranks. */
    public static final int CARDS = 6;

    private static final int MAX_STEPS = 16;
    private static final int DEAL_FIRST = 0;
    private static final int DEAL_SECOND = 1;
    private static final int BET_ONE = 2;
    private static final int DEAL_PUBLIC = 3;
    private static final int BET_TWO = 4;
    private static final int OVER = 5;

    private final int[] steps = new int[MAX_STEPS];
    private int depth;

    // derived from the steps by replay() after every change
    private final int[] privateCard = new int[2];
    private int publicCard;
    private final int[] contribution = new int[2];
    private int phase;
    private int toAct;
    private int raises;
    private int actionsInRound;
    private int folded;
    private long historyCode;
    private final StringBuilder history = new StringBuilder();

    /** A hand before the deal. */
    public LeducPoker() {
        replay();
    }

    private void replay() {
        privateCard[0] = -1;
        privateCard[1] = -1;
        publicCard = -1;
        contribution[0] = 1;
        contribution[1] = 1;
        phase = DEAL_FIRST;
        folded = -1;
        historyCode = 1;
        history.setLength(0);
        for (int i = 0; i < depth; i++) {
            apply(steps[i]);
        }
    }

    private void apply(int a) {
        switch (phase) {
            case DEAL_FIRST:
                privateCard[0] = a;
                phase = DEAL_SECOND;
                break;
            case DEAL_SECOND:
                privateCard[1] = a;
                phase = BET_ONE;
                startRound();
                break;
            case DEAL_PUBLIC:
                publicCard = a;
                phase = BET_TWO;
                historyCode = historyCode * 4 + 3; // the round separator
                history.append('/');
                startRound();
                break;
            default:
                bet(a);
        }
    }

    private void startRound() {
        toAct = 0;
        raises = 0;
        actionsInRound = 0;
    }

    private void bet(int a) {
        int other = 1 - toAct;
        historyCode = historyCode * 4 + a;
        history.append(a == FOLD ? 'f' : a == CALL ? 'c' : 'r');
        actionsInRound++;
        if (a == FOLD) {
            folded = toAct;
            phase = OVER;
            return;
        }
        if (a == RAISE) {
            contribution[toAct] = contribution[other] + (phase == BET_ONE ? 2 : 4);
            raises++;
        } else {
            contribution[toAct] = contribution[other];
            if (actionsInRound >= 2) { // a call after a check or a raise closes the round
                phase = phase == BET_ONE ? DEAL_PUBLIC : OVER;
                return;
            }
        }
        toAct = other;
    }

    /** Player {@code p}'s private card (0..5), -1 before it is dealt. */
    public int privateCard(int p) {
        return privateCard[p];
    }

    /** The public card (0..5), -1 before it is dealt. */
    public int publicCard() {
        return publicCard;
    }

    /** What {@code p} has put in the pot, the ante included. */
    public int contribution(int p) {
        return contribution[p];
    }

    @Override
    public boolean isTerminal() {
        return phase == OVER;
    }

    @Override
    public int currentPlayer() {
        return phase == BET_ONE || phase == BET_TWO ? toAct : CHANCE;
    }

    @Override
    public int legalActions(int[] into) {
        switch (phase) {
            case OVER:
                return 0;
            case BET_ONE:
            case BET_TWO: {
                int n = 0;
                if (contribution[toAct] < contribution[1 - toAct]) {
                    into[n++] = FOLD;
                }
                into[n++] = CALL;
                if (raises < 2) {
                    into[n++] = RAISE;
                }
                return n;
            }
            default: {
                int n = 0;
                for (int c = 0; c < CARDS; c++) {
                    if (c != privateCard[0] && c != privateCard[1]) {
                        into[n++] = c;
                    }
                }
                return n;
            }
        }
    }

    @Override
    public double chanceProbability(int action) {
        int dealt = (privateCard[0] >= 0 ? 1 : 0) + (privateCard[1] >= 0 ? 1 : 0);
        return 1.0 / (CARDS - dealt);
    }

    @Override
    public long infoSetKey() {
        int p = currentPlayer();
        return (historyCode << 6) | ((long) (publicCard + 1) << 3) | privateCard[p];
    }

    @Override
    public String describeInfoSet() {
        int p = currentPlayer();
        if (p == CHANCE) {
            return "deal";
        }
        return cardName(privateCard[p]) + (publicCard >= 0 ? " " + cardName(publicCard) : "")
                + (history.length() == 0 ? "" : ":" + history);
    }

    /** A card's name: rank letter and suit number, "J1" to "K2". */
    public static String cardName(int card) {
        return "JQK".charAt(card / 2) + Integer.toString(card % 2 + 1);
    }

    @Override
    public void play(int action) {
        int[] legal = new int[CARDS];
        int n = legalActions(legal);
        boolean ok = false;
        for (int i = 0; i < n; i++) {
            ok |= legal[i] == action;
        }
        if (!ok) {
            throw new IllegalArgumentException("action " + action + " is not legal here (" + describeInfoSet() + ")");
        }
        steps[depth++] = action;
        apply(action);
    }

    @Override
    public void undo() {
        if (depth == 0) {
            throw new IllegalStateException("nothing to take back");
        }
        depth--;
        replay();
    }

    @Override
    public double utility(int player) {
        if (!isTerminal()) {
            throw new IllegalStateException("the hand is not over");
        }
        int winner;
        if (folded >= 0) {
            winner = 1 - folded;
        } else {
            int s0 = strength(privateCard[0]);
            int s1 = strength(privateCard[1]);
            if (s0 == s1) {
                return 0;
            }
            winner = s0 > s1 ? 0 : 1;
        }
        int won = contribution[1 - winner];
        return player == winner ? won : -won;
    }

    private int strength(int card) {
        int rank = card / 2;
        return rank == publicCard / 2 ? 10 + rank : rank;
    }

    @Override
    public int maxActions() {
        return CARDS;
    }

    @Override
    public String actionName(int action) {
        return action == FOLD ? "fold" : action == CALL ? "call" : "raise";
    }
}
