# track: torch
# exercise: masking
# why: causal_mask compares torch.arange(t)[None, :] <= torch.arange(t), forgetting to give the second arange its column axis, so each key is compared with itself: the mask is all True and (1, t) instead of the (t, t) lower triangle
# kind: axes-shapes
# diagnosis: missing-axis,mask-ignored
# miss: a (1, t) all-True mask against the (t, t) triangle: no relation names an axis of length 1 where t belongs when the values differ as well

def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    return pos[None, :] <= pos
