# track: numpy
# exercise: heads
# why: merge_heads joins the heads side by side with np.concatenate([x[..., h, :, :] for h in range(len(x))], axis=-1), counting the heads with len(x), the length of the FIRST axis, which is H only for unbatched (H, T, d_h) heads; with a batch axis it loops over B heads, so it drops heads (B < H) or indexes past the last one (B > H)
# kind: axes
# diagnosis: fixed-leading-axes, fails-unless-ndim, fails-with-leading-axes, index-past-end, cut-short
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    heads = [x[..., h, :, :] for h in range(len(x))]  # each (..., T, d_h)
    return np.concatenate(heads, axis=-1)  # (..., T, H*d_h)
