# track: torch
# exercise: heads
# why: ports vLLM's test reference ref_masked_attention, attn = scale * torch.einsum("qhd,khd->hqk", query, key) and out = torch.einsum("hqk,khd->qhd", attn, value), written for (T, H, d) tensors with the heads second and no batch axis; on the kit's (..., H, T, d) inputs the letters read H as T, so 3-D inputs come back scrambled (or raise when H != T) and batched ones raise
# kind: public
# diagnosis: einsum-letters, fixed-ndim, permuted
import math

import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    attn = scale * torch.einsum("qhd,khd->hqk", q, k)
    if allowed is not None:
        attn = mask_scores(attn, allowed)
    attn = stable_softmax(attn)
    out = torch.einsum("hqk,khd->qhd", attn, v)
    return out, attn
