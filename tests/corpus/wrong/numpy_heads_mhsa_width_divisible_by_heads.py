# track: numpy
# exercise: heads
# why: multi_head_self_attention adds the Annotated Transformer's "assert d_model % h == 0" as a ValueError on the model width x.shape[-1], but the heads split the projected width H*d_k, not D, so valid projections with a width D that n_heads does not divide are rejected
# kind: inputs-errors
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    if x.shape[-1] % n_heads:
        raise ValueError(f"the model width {x.shape[-1]} must be divisible by n_heads={n_heads}")
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
