# track: numpy
# exercise: masking
# why: causal_mask takes the running sum of the identity along axis=1 (along each row) where axis=0 was meant, so each row i is True from key i onward: the upper triangle, and every query sees the later keys instead of the earlier ones
# kind: axes
# diagnosis: causal-upper


def causal_mask(t):
    # a running sum of the identity marks, for query i, every key up to i
    return np.eye(t, dtype=bool).cumsum(axis=1).astype(bool)
