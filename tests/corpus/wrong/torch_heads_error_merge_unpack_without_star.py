# track: torch
# exercise: heads
# why: merge_heads unpacks the shape as lead, h, t, d_h = x.shape, leaving out the star of *lead; for the (B, H, T, d_h) heads it was written for lead is the batch size and the reshape works, but unbatched (H, T, d_h) heads and heads with two or more leading axes raise ValueError from the unpacking (not enough / too many values), so valid calls of merge_heads and of multi-head attention are rejected
# kind: error
# diagnosis: error-on-valid, fails-unless-ndim
import torch


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(lead, t, h * d_h)
