# track: torch
# exercise: heads
# why: split_heads reshapes x.data instead of x ("only the layout changes, no maths"); .data is the same numbers outside autograd, so the heads have no history and no gradient reaches x, w_q, w_k or w_v through multi-head attention
# kind: rules
# diagnosis: no-gradient
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    return x.data.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
