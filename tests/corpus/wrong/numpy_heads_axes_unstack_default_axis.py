# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.concatenate(np.unstack(x), axis=-1), but NumPy 2.1's np.unstack splits along axis 0 by default, which is the head axis only for unbatched (H, T, d_h) input: with a batch axis it joins the batch elements instead of the heads
# kind: axes
# diagnosis: fixed-leading-axes,fails-unless-ndim

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    return np.concatenate(np.unstack(x), axis=-1)
