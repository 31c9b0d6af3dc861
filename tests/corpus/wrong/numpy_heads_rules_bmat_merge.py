# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.bmat([list(x)]), the block-matrix builder from MATLAB habits: for unbatched (H, T, d_h) heads the numbers are right but np.bmat returns an np.matrix, not an np.ndarray (and it takes only 2-D blocks, so batched heads raise)
# kind: rules
# diagnosis: wrong-array-type


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    # one row of blocks: [head_0 | head_1 | ... | head_{H-1}], each (T, d_h)
    return np.bmat([list(x)])
