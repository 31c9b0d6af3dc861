# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.column_stack(list(x)) ("each head's (T, d_h) block becomes a set of columns"); list(x) iterates the FIRST axis, which is the head axis only for unbatched (H, T, d_h) input: with a batch axis the pieces are whole batch elements and column_stack joins them along their axis 1 (the heads), giving (H, B*T, d_h) instead of (B, T, H*d_h)
# kind: axes
# diagnosis: fixed-leading-axes

def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.column_stack(list(x))  # heads side by side: (T, H*d_h)
