# track: torch
# exercise: heads
# why: multi_head_self_attention ports SegFormer/PVT's spatial-reduction attention (sr_ratio = 2): the keys and values are projected from x average-pooled over pairs of neighbouring positions (F.avg_pool1d, ceil_mode) and the mask keeps every second key column to match, so each query attends over ceil(T/2) pooled keys and the weights are (..., H, T, ceil(T/2)) instead of (..., H, T, T)
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: keys and values pooled over positions inside multi_head_self_attention change the weights' shape; no relation replays a pooling inside the heads, and autograd's own failure on the gradient check leads as evidence (backward-failed)
import torch
import torch.nn.functional as F

SR_RATIO = 2


def _spatial_reduction(x):
    # (..., T, D) -> (..., ceil(T / sr), D), as SegFormer's strided sr conv + norm, without weights
    *lead, t, d = x.shape
    flat = x.reshape(-1, t, d).transpose(1, 2)  # (N, D, T): pooling runs over the last axis
    pooled = F.avg_pool1d(flat, SR_RATIO, ceil_mode=True)
    return pooled.transpose(1, 2).reshape(*lead, pooled.shape[-1], d)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    x_sr = _spatial_reduction(x) if x.shape[-2] >= SR_RATIO else x
    k = split_heads(x_sr @ w_k, n_heads)  # (..., H, T', d_k)
    v = split_heads(x_sr @ w_v, n_heads)  # (..., H, T', d_v)
    if allowed is not None and x_sr is not x:
        allowed = torch.as_tensor(allowed)
        if allowed.dim() >= 1 and allowed.shape[-1] > 1:
            allowed = allowed[..., ::SR_RATIO]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
