# track: numpy
# exercise: masking
# why: causal_mask calls np.tri(t, 0, dtype=bool), meaning the diagonal offset k=0, but np.tri's second positional argument is the number of columns M, so it returns an empty (t, 0) array instead of the (t, t) triangle
# kind: axes
# diagnosis: axis-reduced
# miss: a (t, 0) mask: no relation names an axis of length 0


def causal_mask(t):
    return np.tri(t, 0, dtype=bool)
