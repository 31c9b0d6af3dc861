# track: torch
# exercise: heads
# why: multi_head_self_attention turns the mask with allowed.mT "because split_heads swaps T with the heads, the mask must follow", but split_heads moves the head axis, not the mask's (T, T) axes, so a causal mask becomes upper triangular and every query sees the later positions instead of the earlier ones
# kind: axes
# diagnosis: mask-transposed, causal-upper, shows-hidden
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k): T and H swapped
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = torch.as_tensor(allowed)
        if allowed.dim() >= 2:
            allowed = allowed.mT  # follow the swap made by split_heads
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
