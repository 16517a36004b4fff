package dev.strategist.bench;

/** The settings of a {@link TexelFit} run that the tuners read from their command lines: steps, rate, pull. */
final class FitSettings {
    /** Adam steps. */
    int steps = 2000;
    /** Step size, in the weights' units. */
    double rate = 1.0;
    /** The ridge that keeps weights near their start (see {@link TexelFit#fitWeights}). */
    double pull = 0;

    /** The settings {@code --steps=N}, {@code --rate=X} and {@code --pull=X} of {@code options}, defaults otherwise. */
    static FitSettings of(BenchArgs options) {
        FitSettings settings = new FitSettings();
        settings.read(options);
        return settings;
    }

    /** Takes {@code arg} if it is {@code --steps=N}, {@code --rate=X} or {@code --pull=X}; false if it is none. */
    boolean accept(String arg) {
        BenchArgs one = BenchArgs.of(new String[] {arg}, "");
        read(one);
        return one.allAsked();
    }

    private void read(BenchArgs options) {
        steps = options.integer("steps", steps);
        rate = options.decimal("rate", rate);
        pull = options.decimal("pull", pull);
    }
}
