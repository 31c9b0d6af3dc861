# track: torch
# exercise: heads
# why: attention calls torch.ops.aten._scaled_dot_product_attention_math, the math backend of F.scaled_dot_product_attention, because it hands back the weights too (and takes a bool mask where True means visible, as the kit does); it is the forbidden SDPA under another name, and a query with no visible key gets NaN weights instead of a ValueError
# kind: rules
# diagnosis: forbidden-function, error-not-raised, values-nan
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    mask = None if allowed is None else torch.as_tensor(allowed, device=q.device).bool()
    out, weights = torch.ops.aten._scaled_dot_product_attention_math(q, k, v, attn_mask=mask)
    return out, weights
