# track: numpy
# exercise: heads
# why: merge_heads joins the heads with np.concatenate(*parts, axis=-1), spreading the list of heads into separate arguments as for np.hstack-style calls; np.concatenate takes ONE sequence, so with two or more heads the second head lands on the axis parameter and every call raises TypeError (and one head is concatenated along its own rows)
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    parts = [x[..., h, :, :] for h in range(x.shape[-3])]  # H arrays (..., T, d_h)
    return np.concatenate(*parts, axis=-1)
