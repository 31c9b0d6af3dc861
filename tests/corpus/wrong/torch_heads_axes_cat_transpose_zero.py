# track: torch
# exercise: heads
# why: merge_heads brings the heads to the front with x.transpose(-3, 0) and joins them with torch.cat(list(...), dim=-1); a swap (not movedim) also sends the first batch axis to where the heads were, so with two or more batch axes the batch axes come out in another order
# kind: axes
# diagnosis: permuted, fails-with-leading-axes, fixed-leading-axes

import torch

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h) with 3 or more axes")
    heads = x.transpose(-3, 0)  # heads first: iterate over them
    return torch.cat(list(heads), dim=-1)
