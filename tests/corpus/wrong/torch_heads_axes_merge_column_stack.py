# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.column_stack(x.unbind(-3)); column_stack joins along dim 1, which is the feature axis only for 2-D (T, d_h) heads: with a batch axis it stacks the heads along T
# kind: axes
# diagnosis: axes-folded, fails-with-leading-axes
import math

import torch

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.column_stack(x.unbind(-3))
