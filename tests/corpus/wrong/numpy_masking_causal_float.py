# track: numpy
# exercise: masking
# why: causal mask of float 1.0/0.0 (np.tril(np.ones((t, t)))) instead of bools
# diagnosis: mask-not-bool


def causal_mask(t):
    return np.tril(np.ones((t, t)))
