# track: torch
# exercise: heads
# why: merge_heads swaps the head and time axes with x.swapaxes_(-3, -2), the in-place form, so the caller's tensor is left transposed
# kind: rules
# diagnosis: input-changed

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("need 3 axes")
    *lead, h, t, d_h = x.shape
    return x.swapaxes_(-3, -2).reshape(*lead, t, h * d_h)
