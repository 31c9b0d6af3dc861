# track: numpy
# exercise: heads
# why: merge_heads joins the heads with np.concatenate(x, axis=-1), which iterates over x's FIRST axis: that is the heads axis only for 3-D (H, T, d_h) input; with a batch axis it concatenates the batch elements' (H, T, d_h) blocks along d_h instead
# kind: axes
# diagnosis: fails-unless-ndim

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    return np.concatenate(x, axis=-1)
