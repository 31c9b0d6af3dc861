# track: numpy
# exercise: heads
# why: merge_heads returns a 2-D input unchanged ("a single head, nothing to merge") instead of raising ValueError for an x with fewer than 3 axes
# kind: error-case
# diagnosis: error-not-raised

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim == 2:
        return x.copy()  # one head: already (T, d_h)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)
