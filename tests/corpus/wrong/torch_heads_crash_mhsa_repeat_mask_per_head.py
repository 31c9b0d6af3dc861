# track: torch
# exercise: heads
# why: multi_head_self_attention gives every head its own copy of the mask with allowed.repeat(n_heads, 1, 1); Tensor.repeat needs at least as many repeat counts as the mask has dims, so a (B, 1, T, T) mask raises RuntimeError, and a mask with a heads axis (H, T, T) becomes (H*H, T, T), which no longer broadcasts (only (T, T) masks are right)
# kind: crash
# diagnosis: crash, fails-with-head-mask
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=x.device)
        allowed = allowed.repeat(n_heads, 1, 1)  # one mask per head
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
