# track: numpy
# exercise: heads
# why: multi_head_self_attention gives an unbatched x a batch axis (x[None], "the code below works on a batch") and never takes it away, so for a (T, D) input it returns a (1, T, D) output and (1, H, T, T) weights
# kind: axes-shapes
# diagnosis: extra-axis


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if x.ndim == 2:
        x = x[None]  # (1, T, D)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
