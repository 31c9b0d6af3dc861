# track: numpy
# exercise: masking
# why: causal_mask builds the triangle with np.fromfunction(np.less_equal, (t, t)), reading the rule "key <= query" into the ufunc's argument order, but fromfunction passes the row index (the query) first, so the mask is query <= key: the upper triangle, where each query sees itself and every later key and none of the earlier ones
# kind: axes
# diagnosis: causal-upper,mask-transposed


def causal_mask(t):
    return np.fromfunction(np.less_equal, (t, t), dtype=int)
