# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.hstack(x.unbind(-3)); hstack joins along dim 1, which is the feature axis only for 2-D (T, d_h) heads: with a batch axis it joins along T, giving (B, H*T, d_h)
# kind: axes
# diagnosis: fails-with-leading-axes
def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    return torch.hstack(x.unbind(-3))
