# track: numpy
# exercise: masking
# why: writes np.ones(t, t, dtype=bool) as in torch, so the second t lands in the dtype slot and raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tril(np.ones(t, t, dtype=bool))
