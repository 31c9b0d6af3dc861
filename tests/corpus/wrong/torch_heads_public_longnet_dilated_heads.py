# track: torch
# exercise: heads
# why: multi_head_self_attention ports LongNet's dilated attention (Ding et al. 2023) with dilation r = 2 and a per-head offset: head h only looks at the keys j with j % 2 == h % 2, so every head hides half of the keys the caller's mask (or no mask) leaves visible, and a mask row whose only visible keys have the other parity raises ValueError
# kind: public
# diagnosis: hides-visible
import torch

DILATION = 2


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    t = x.shape[-2]
    offsets = torch.arange(n_heads, device=x.device) % DILATION  # one offset per head
    keys = torch.arange(t, device=x.device) % DILATION
    dilated = (keys[None, :] == offsets[:, None])[:, None, :]  # (H, 1, T): head h keeps keys of its parity
    if t < DILATION:
        dilated = torch.ones_like(dilated)
    if allowed is None:
        mask = dilated
    else:
        mask = torch.as_tensor(allowed, device=x.device).to(torch.bool) & dilated
    heads, weights = attention(q, k, v, mask)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights
