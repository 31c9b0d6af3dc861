# track: numpy
# exercise: masking
# why: causal mask from np.tril(..., k=-1): off by one, a query cannot see its own key (the first sees nothing)
# diagnosis: causal-no-diagonal


def causal_mask(t):
    return np.tril(np.ones((t, t), dtype=bool), k=-1)
