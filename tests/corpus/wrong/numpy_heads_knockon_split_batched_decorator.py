# track: numpy
# exercise: heads
# why: split_heads is written for one (T, H*d_h) matrix and run over the leading axes by the student's decorator _over_leading_axes, made for the matrix functions, which stacks the per-matrix results and reshapes them to (*lead, *out.shape[-2:]), keeping only two trailing axes; the heads have three, (H, T, d_h), so for every n_heads > 1 the final reshape raises ValueError (and one head comes back without its head axis), in split_heads and in multi-head attention
# kind: knockon
# diagnosis: crash, bad-inner-call, missing-axis
import numpy as np


def _over_leading_axes(fn):
    """Run a function written for one 2-D matrix over any leading axes."""

    def wrapper(x, *args):
        x = np.asarray(x)
        if x.ndim < 2:
            raise ValueError(f"{fn.__name__} needs at least 2 axes; got shape {x.shape}")
        lead = x.shape[:-2]
        out = np.stack([fn(m, *args) for m in x.reshape(-1, *x.shape[-2:])])
        return out.reshape(*lead, *out.shape[-2:])

    return wrapper


@_over_leading_axes
def split_heads(x: np.ndarray, n_heads: int) -> np.ndarray:
    t, width = x.shape
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    return x.reshape(t, n_heads, width // n_heads).swapaxes(0, 1)  # (H, T, d_h)
