# track: torch
# exercise: heads
# why: merge_heads joins the heads with torch.cat(x.unbind(-3), dim=0), concatenating them along the first axis instead of the features (dim=-1), so the heads are stacked as extra rows (or batch entries) and the width stays d_h
# kind: axes
# diagnosis: axes-folded, permuted
# miss: heads concatenated along the first axis give (H*T, d_h) or (H*B, T, d_h); no relation reads the heads moved to the front and folded there, and the crash it causes in the product with w_o leads
import math

import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    return torch.cat(x.unbind(-3), dim=0)
