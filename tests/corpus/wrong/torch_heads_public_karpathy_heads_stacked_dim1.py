# track: torch
# exercise: heads
# why: multi_head_self_attention ports the MultiHeadAttention of Karpathy's "Let's build GPT" (one Head per slice of the projection columns, out = torch.cat([h(x) for h in heads], dim=-1)) and gathers the heads' maps with torch.stack(maps, dim=1), the head axis of his (B, T, C) batches; that is just before T only for 3-D x: unbatched (T, D) input gives weights (T, H, T) and more leading axes put H after the first batch axis
# kind: public
# diagnosis: fixed-leading-axes, permuted
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")
    d_k = w_q.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    outs, maps = [], []
    for h in range(n_heads):
        q = x @ w_q[:, h * d_k:(h + 1) * d_k]
        k = x @ w_k[:, h * d_k:(h + 1) * d_k]
        v = x @ w_v[:, h * d_v:(h + 1) * d_v]
        mask = allowed
        if allowed is not None and allowed.dim() >= 3:
            mask = allowed.narrow(-3, h if allowed.shape[-3] > 1 else 0, 1).squeeze(-3)
        out, wei = attention(q, k, v, mask)
        outs.append(out)
        maps.append(wei)
    out = torch.cat(outs, dim=-1) @ w_o
    return out, torch.stack(maps, dim=1)
