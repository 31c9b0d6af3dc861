# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side through the student's helper _side_by_side(blocks, row=[]), which extends its default list and concatenates it; a mutable default is made once, so from the second call on the list still holds every earlier call's heads, the result is too wide (and mixes old heads in), and multi-head attention's product with w_o raises
# kind: crash
# diagnosis: stale-result, stale-result:kept-state, crash, stale-result:kept-raise
import numpy as np


def _side_by_side(blocks, row=[]):
    row.extend(blocks)
    return np.concatenate(row, axis=-1)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return _side_by_side([x[..., h, :, :] for h in range(x.shape[-3])])
