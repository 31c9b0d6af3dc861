# track: numpy
# exercise: heads
# why: merge_heads swaps H and T correctly and then joins them with reshape(*lead, t, h * d_h, order="F") ("undo the split column by column"); Fortran order fills the joined axis first-index-fastest, so merged feature j*H + h comes from head h: the heads are interleaved instead of laid side by side, and multi-head attention projects the wrong features with w_o
# kind: axes
# diagnosis: reordered, fails-with-several-heads


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h, order="F")
