# track: numpy
# exercise: heads
# why: merge_heads moves H behind T with y = np.moveaxis(x, -3, -2) and then reads the sizes from the moved array, y.reshape(*y.shape[:-3], y.shape[-2], -1), taking y.shape[-2] (now H) where T belongs; the values keep their order but come out as (..., H, T*d_h) instead of (..., T, H*d_h), and multi-head attention's output projection no longer fits
# kind: axes
# diagnosis: axes-folded
# miss: merge_heads' shape (..., H, T*d_h) shows first where w_o's product no longer fits (matmul-mismatch); no candidate reads the sizes taken after the move
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    y = np.moveaxis(x, -3, -2)  # (..., T, H, d_h)
    return y.reshape(*y.shape[:-3], y.shape[-2], -1)
