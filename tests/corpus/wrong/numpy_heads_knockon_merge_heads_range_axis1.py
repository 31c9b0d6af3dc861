# track: numpy
# exercise: heads
# why: merge_heads joins the heads with np.concatenate([x[..., h, :, :] for h in range(x.shape[1])], axis=-1), taking the head count from axis 1 as for (B, H, T, d_h) heads; for unbatched (H, T, d_h) heads axis 1 is T, so it indexes past the last head or drops heads, and multi_head_self_attention on an unbatched x fails through it
# kind: knockon
# diagnosis: fixed-leading-axes, fails-unless-ndim, index-past-end
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.concatenate([x[..., h, :, :] for h in range(x.shape[1])], axis=-1)
