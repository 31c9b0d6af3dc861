# track: torch
# exercise: heads
# why: multi_head_self_attention gives the mask its heads axis with allowed.expand(n_heads, -1, -1), written for a (T, T) mask; expand can only add axes in front and stretch axes of length 1, so a batched (B, T, T) mask with B > 1, or any 4-D mask such as (B, 1, T, T), raises RuntimeError on a valid call
# kind: crash
# diagnosis: fails-with-broadcast-mask, fails-with-head-mask, crash, fixed-ndim
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=x.device).expand(n_heads, -1, -1)  # one mask per head
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
