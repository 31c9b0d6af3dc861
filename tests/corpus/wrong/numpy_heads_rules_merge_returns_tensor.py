# track: numpy
# exercise: heads
# why: merge_heads borrows torch's flatten for the last step, torch.from_numpy(np.swapaxes(x, -3, -2).copy()).flatten(-2), and returns that torch.Tensor instead of an np.ndarray; multi-head attention built on it returns tensors too
# kind: rules
# diagnosis: wrong-array-type

import torch


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    swapped = np.swapaxes(x, -3, -2).copy()  # (..., T, H, d_h)
    return torch.from_numpy(swapped).flatten(-2)  # (..., T, H*d_h)
