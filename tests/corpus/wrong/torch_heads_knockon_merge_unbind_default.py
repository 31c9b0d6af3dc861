# track: torch
# exercise: heads
# why: merge_heads joins the heads with torch.cat(x.unbind(), dim=-1), but unbind splits dim 0 by default, the head axis only for 3-D (H, T, d_h) input: batched heads are split by batch, so merge_heads and multi_head_self_attention return the wrong layout
# kind: knockon
# diagnosis: fixed-leading-axes, fails-with-leading-axes
import math

import torch

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.cat(x.unbind(), dim=-1)
