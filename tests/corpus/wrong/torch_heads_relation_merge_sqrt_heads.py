# track: torch
# exercise: heads
# why: merge_heads multiplies the merged features by math.sqrt(h) "so the concatenation keeps the norm a single head had", carrying a variance argument over to a step that only moves numbers around; every merged feature is sqrt(H) times the expected one, in merge_heads and in multi-head attention's output (right only with one head)
# kind: relation
# diagnosis: ratio


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h) * math.sqrt(h)
