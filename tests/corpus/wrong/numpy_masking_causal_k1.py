# track: numpy
# exercise: masking
# why: causal mask built with np.tril(..., k=1), so each query also sees the next key
# diagnosis: causal-offset


def causal_mask(t):
    return np.tril(np.ones((t, t), dtype=bool), k=1)
