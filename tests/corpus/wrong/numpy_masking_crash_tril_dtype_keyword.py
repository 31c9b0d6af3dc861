# track: numpy
# exercise: masking
# why: causal_mask passes dtype=bool to np.tril, np.tril(np.ones((t, t)), dtype=bool), as if tril built the array; np.tril takes no dtype argument, so every call raises TypeError
# kind: crash
# diagnosis: crash

def causal_mask(t):
    return np.tril(np.ones((t, t)), dtype=bool)
