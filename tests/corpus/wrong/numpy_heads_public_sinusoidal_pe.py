# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the encoder layer of a "Transformer from scratch" tutorial together with its sinusoidal position encoding (Vaswani et al.: sin(pos / 10000^(2i/D)) on even features, cos on odd ones) and adds it to x before the projections; the kit's attention has no position encoding, so the queries, keys and values, and with them the weights and the output, are computed from x + PE
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: the position encoding added to x goes through every projection, so no relation of the output or weights to the expected ones survives; the evidence shows wrong values and nothing that names an addition before the projections


def _sinusoidal_encoding(t, d, dtype):
    pos = np.arange(t)[:, None]
    i = np.arange(d)[None, :]
    angle = pos / np.power(10000.0, (2 * (i // 2)) / d)
    return np.where(i % 2 == 0, np.sin(angle), np.cos(angle)).astype(dtype)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x = x + _sinusoidal_encoding(x.shape[-2], x.shape[-1], x.dtype)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
