# track: torch
# exercise: heads
# why: multi_head_self_attention always inserts a head axis into the mask, breaking masks that already have one
# diagnosis: bad-inner-call, fails-with-head-mask


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=x.device).unsqueeze(-3)  # (..., 1, T, T)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
