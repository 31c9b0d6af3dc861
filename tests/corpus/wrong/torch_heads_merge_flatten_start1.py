# track: torch
# exercise: heads
# why: merge_heads swaps H and T correctly but then flattens with flatten(1), right for (H, T, d_h) but with a batch axis it also folds T into the features
# kind: pattern
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    return x.transpose(-3, -2).flatten(1)
