# track: torch
# exercise: heads
# why: multi_head_self_attention is right, but the student's merge_heads does its swap and reshape under torch.no_grad() ("merging only moves numbers around, nothing to differentiate"); the merged heads leave the autograd graph, so no gradient reaches x, w_q, w_k or w_v through multi-head attention (only w_o gets one), while every value is right
# kind: knockon
# diagnosis: no-gradient


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    with torch.no_grad():
        return x.transpose(-3, -2).reshape(*lead, t, h * d_h)
