# track: torch
# exercise: heads
# why: multi_head_self_attention returns the weights the way OpenNMT-py's MultiHeadedAttention does for its copy mechanism, top_attn = attn[:, 0, :, :], i.e. only the first head's map (..., T, T) instead of every head's (..., H, T, T)
# kind: public
# diagnosis: axis-reduced


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    top_attn = weights[..., 0, :, :]  # OpenNMT-py: the first head's attention
    return merge_heads(heads) @ w_o, top_attn
