# track: torch
# exercise: heads
# why: multi_head_self_attention gives the caller's mask its head axis with allowed.unsqueeze_(-3) ("(..., T, T) -> (..., 1, T, T), one mask for every head"), the in-place variant, so every call with a mask reshapes the caller's own mask tensor, and a mask that already carries its head axis becomes (..., H, 1, T, T), which no longer fits the scores
# kind: rules
# diagnosis: input-changed, bad-inner-call, fails-with-head-mask
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    if allowed is not None:
        allowed = torch.as_tensor(allowed)
        allowed.unsqueeze_(-3)  # one mask for every head
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
