package dev.strategist.bench;

/** The settings of a {@link TexelFit} run that the tuners read from their command lines: steps, rate, pull. */
final class FitSettings {
    /** Adam steps. */
    int steps = 2000;
    /** Step size, in the weights' units. */
    double rate = 1.0;
    /** The ridge that keeps weights near their start (see {@link TexelFit#fitWeights}). */
    double pull = 0;

    /** Takes {@code arg} if it is {@code --steps=N}, {@code --rate=X} or {@code --pull=X}; false if it is none. */
    boolean accept(String arg) {
        if (arg.startsWith("--steps=")) {
            steps = Integer.parseInt(arg.substring(8));
        } else if (arg.startsWith("--rate=")) {
            rate = Double.parseDouble(arg.substring(7));
        } else if (arg.startsWith("--pull=")) {
            pull = Double.parseDouble(arg.substring(7));
        } else {
            return false;
        }
        return true;
    }
}
