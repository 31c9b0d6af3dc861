# track: torch
# exercise: masking
# why: causal_mask compares torch.arange(t)[None, :] <= torch.arange(t), forgetting to give the second arange its column axis, so each key is compared with itself: the mask is all True and (1, t) instead of the (t, t) lower triangle
# kind: axes-shapes
# diagnosis: missing-axis,mask-ignored

def causal_mask(t, device=None):
    pos = torch.arange(t, device=device)
    return pos[None, :] <= pos
