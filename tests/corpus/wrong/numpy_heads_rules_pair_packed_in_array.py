# track: numpy
# exercise: heads
# why: multi_head_self_attention reads the module docstring's "every function returns np.ndarray" literally and packs its (output, weights) pair into one NumPy object array, pair = np.empty(2, dtype=object); pair[0], pair[1] = output, weights; it returns an ndarray of two objects where the contract asks for the tuple (output, weights)
# kind: rules
# diagnosis: not-a-pair


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    pair = np.empty(2, dtype=object)  # every function returns np.ndarray
    pair[0], pair[1] = merge_heads(heads) @ w_o, weights
    return pair
