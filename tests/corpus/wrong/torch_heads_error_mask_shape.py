# track: torch
# exercise: heads
# why: multi_head_self_attention validates the mask itself, raising ValueError unless allowed.shape is exactly (T, T) ("self-attention masks are square"); masks that broadcast are valid too, so a per-head (H, T, T), per-batch (B, 1, T, T) or key-padding (T,) mask is rejected with ValueError
# kind: error
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    t = x.shape[-2]
    if allowed is not None and tuple(allowed.shape) != (t, t):
        raise ValueError(f"allowed must be a (T, T) = ({t}, {t}) mask; got {tuple(allowed.shape)}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
