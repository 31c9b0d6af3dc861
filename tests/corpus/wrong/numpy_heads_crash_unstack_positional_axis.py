# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.concatenate(np.unstack(x, -3), axis=-1), passing the axis positionally as torch.unbind(x, -3) takes it; NumPy's np.unstack takes axis only as a keyword, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.concatenate(np.unstack(x, -3), axis=-1)
