# track: torch
# exercise: heads
# why: ports the MultiheadAttention of the UvA deep learning course's Transformer tutorial (qkv = qkv_proj(x); qkv.reshape(B, T, H, 3 * head_dim).permute(0, 2, 1, 3); q, k, v = qkv.chunk(3, dim=-1)) with the fused matrix built as torch.cat([w_q, w_k, w_v], -1); that tutorial's fused layout is per head, but the concatenated one is per projection, so every "query head" holds a mix of query, key and value columns
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: every failing check fails first on an input where d_k != d_v: the fused width is then not three equal parts and the entry's own check raises, so error-on-valid leads (rightly: the check assumes d_k = d_v); the per-head cut of a per-projection matrix never shows as values
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    qkv = x @ torch.cat([w_q, w_k, w_v], dim=-1)  # (..., T, 3*H*d)
    if n_heads < 1 or qkv.shape[-1] % (3 * n_heads):
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection width")
    *lead, t, width = qkv.shape
    qkv = qkv.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)  # (..., H, T, 3*d)
    q, k, v = qkv.chunk(3, dim=-1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
