# track: numpy
# exercise: masking
# why: causal_mask spreads the identity with np.logical_or.accumulate(np.eye(t, dtype=bool), axis=1), a running OR along each row; entry (i, j) becomes True from j = i onwards, so query i sees keys i..t-1 (an upper triangle) instead of keys 0..i (axis=0 was needed)
# kind: axes
# diagnosis: causal-upper
def causal_mask(t):
    return np.logical_or.accumulate(np.eye(t, dtype=bool), axis=1)
