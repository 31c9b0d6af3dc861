# track: numpy
# exercise: heads
# why: merge_heads writes the merge in einops' notation inside np.einsum, np.einsum("...htd->...t(hd)", x), as if einsum could group two letters into one axis with parentheses; einsum accepts letters and an ellipsis only, so every call raises ValueError (invalid subscript) and multi-head attention fails with it
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.einsum("...htd->...t(hd)", x)
