# track: numpy
# exercise: masking
# why: passes dtype=bool to np.tril instead of to np.ones; np.tril takes no dtype argument, so every call raises TypeError
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tril(np.ones((t, t)), dtype=bool)
