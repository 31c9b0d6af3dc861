# track: torch
# exercise: heads
# why: merge_heads returns a NumPy array instead of a tensor
# named-by: returned np.ndarray


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h).detach().cpu().numpy()
