# track: torch
# exercise: heads
# why: multi_head_self_attention insists that w_o is square (D, D) "because the output has the model width", raising ValueError for valid output projections (H*d_v, D) with H*d_v != D
# kind: inputs-errors
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d_model = x.shape[-1]
    if tuple(w_o.shape) != (d_model, d_model):
        raise ValueError(f"w_o must be ({d_model}, {d_model}); got {tuple(w_o.shape)}")
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
