# track: torch
# exercise: heads
# why: merge_heads lays the heads side by side with torch.dstack(x.unbind(-3)) ("stack along the depth, the features"), but dstack always joins along axis 2: that is the feature axis only for heads with exactly one batch axis, so unbatched heads come back (T, d_h, H) and heads with two batch axes (..., H*T, d_h), and multi_head_self_attention fails or mixes wrongly with them
# kind: axes
# diagnosis: fixed-leading-axes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.dstack(x.unbind(-3))
