# track: torch
# exercise: heads
# why: split_heads drops the heads axis when there is a single head ("one head needs no head axis"), heads.squeeze(-3) for n_heads == 1, so it returns (..., T, d_h) there; multi_head_self_attention with one head then hands merge_heads a tensor without its H axis, which it rejects or merges wrongly
# kind: knockon
# diagnosis: missing-axis, bad-inner-call
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    heads = torch.stack(x.chunk(n_heads, dim=-1), dim=-3)
    if n_heads == 1:
        heads = heads.squeeze(-3)
    return heads
