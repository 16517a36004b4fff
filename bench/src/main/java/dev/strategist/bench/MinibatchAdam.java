package dev.strategist.bench;

import java.util.Arrays;
import java.util.Random;

/** Epochs of Adam over shuffled minibatches, with weight decay: the loop the project's network fits share. */
final class MinibatchAdam {
    /** Samples a step averages over. */
    static final int BATCH = 256;

    /** One sample's part of a step. */
    interface Sample {
        /** Adds the gradient of sample {@code index}'s loss, divided by {@code batch}, into {@code grad}. */
        void addGradient(int index, int batch, double[] grad);
    }

    private final int[] order;
    private final double[] grad;
    private final AdamSteps adam;

    /** For samples 0 to {@code samples - 1} and {@code parameters} weights. */
    MinibatchAdam(int samples, int parameters) {
        order = new int[samples];
        for (int i = 0; i < samples; i++) {
            order[i] = i;
        }
        grad = new double[parameters];
        adam = new AdamSteps(parameters, 1e-8);
    }

    /** One pass over the samples in a fresh random order, one Adam step of size {@code rate} a minibatch. */
    void epoch(double[] w, Sample sample, double rate, double decay, Random random) {
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int x = order[i];
            order[i] = order[j];
            order[j] = x;
        }
        for (int b = 0; b < order.length; b += BATCH) {
            Arrays.fill(grad, 0);
            int end = Math.min(order.length, b + BATCH);
            for (int q = b; q < end; q++) {
                sample.addGradient(order[q], end - b, grad);
            }
            for (int e = 0; e < grad.length; e++) {
                grad[e] += decay * w[e];
            }
            adam.step(w, grad, rate, null);
        }
    }
}
