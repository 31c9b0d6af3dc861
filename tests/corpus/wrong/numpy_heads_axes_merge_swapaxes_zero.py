# track: numpy
# exercise: heads
# why: merge_heads brings the heads to the front with np.swapaxes(x, 0, -3) and concatenates them on the last axis; a swap is not a move, so with two or more batch axes the head axis trades places with the first batch axis and the batch axes come back in the wrong order (right for 3-D and 4-D input)
# kind: axes
# diagnosis: permuted, fixed-leading-axes

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    heads_first = np.swapaxes(x, 0, -3)  # (H, ..., T, d_h)
    return np.concatenate(list(heads_first), axis=-1)  # (..., T, H*d_h)
