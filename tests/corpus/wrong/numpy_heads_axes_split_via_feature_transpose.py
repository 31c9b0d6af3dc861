# track: numpy
# exercise: heads
# why: split_heads brings the features forward with np.swapaxes(x, -1, -2), a (..., H*d_h, T) array, and reshapes that straight to (..., H, T, d_h), forgetting that the split must give (..., H, d_h, T) and be swapped back; the shape is right but every head mixes positions and features, in split_heads and in multi-head attention
# kind: axes
# diagnosis: split-reshape, transposed, reshaped-transpose


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    features_first = np.swapaxes(x, -1, -2)  # (..., H*d_h, T)
    return features_first.reshape(*lead, n_heads, t, width // n_heads)
