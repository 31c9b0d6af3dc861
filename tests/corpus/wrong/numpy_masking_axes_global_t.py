# track: numpy
# exercise: masking
# why: causal_mask builds np.tril(np.ones((T, T), dtype=bool)) with a capital T where its parameter is t; T is the module-level constant left from the worked example (T = 4), so every mask is 4 x 4 whatever t is asked: shorter masks get extra rows and columns, longer ones are cut short
# kind: axes
# diagnosis: cut-short,extra-entries

T = 4  # worked example: four positions


def causal_mask(t):
    return np.tril(np.ones((T, T), dtype=bool))
