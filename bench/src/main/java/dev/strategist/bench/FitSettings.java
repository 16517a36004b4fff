package dev.strategist.bench;

/**
 * The settings of a {@link TexelFit} run that the tuners read from their command lines.
 *
 * @param steps Adam steps
 * @param rate  step size, in the weights' units
 * @param pull  the ridge that keeps weights near their start (see {@link TexelFit#fitWeights})
 */
record FitSettings(int steps, double rate, double pull) {
    /** The settings {@code --steps=N}, {@code --rate=X} and {@code --pull=X} of {@code options}, defaults otherwise. */
    static FitSettings of(BenchArgs options) {
        return of(options, 2000, 1.0);
    }

    /** As {@link #of(BenchArgs)}, for a runner whose fit wants other default steps and rate (no pull by default). */
    static FitSettings of(BenchArgs options, int steps, double rate) {
        return new FitSettings(options.integer("steps", steps), options.decimal("rate", rate),
                options.decimal("pull", 0));
    }
}
