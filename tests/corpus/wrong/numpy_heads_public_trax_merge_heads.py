# track: numpy
# exercise: heads
# why: merge_heads ports Trax's MergeHeads, x.reshape((-1, n_heads, seqlen, d_head)).transpose((0, 2, 1, 3)).reshape((-1, seqlen, n_heads * d_head)), written for exactly one batch axis; unbatched (H, T, d_h) heads come back with an extra leading axis (1, T, H*d_h) and heads with two or more batch axes have them folded into one, in merge_heads and in multi-head attention
# kind: public
# diagnosis: extra-axis,axes-folded,fixed-leading-axes


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    n_heads, seqlen, d_head = x.shape[-3:]
    x = x.reshape((-1, n_heads, seqlen, d_head)).transpose((0, 2, 1, 3))
    return x.reshape((-1, seqlen, n_heads * d_head))
