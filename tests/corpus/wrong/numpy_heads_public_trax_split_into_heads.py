# track: numpy
# exercise: heads
# why: split_heads ports Trax's SplitIntoHeads, x.reshape((batch, seqlen, n_heads, d_head)).transpose((0, 2, 1, 3)).reshape((-1, seqlen, d_head)), which folds the heads into the batch axis: it returns (B*H, T, d_h) instead of (B, H, T, d_h) and only takes 3-D x
# kind: public
# diagnosis: axes-folded
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    batch_size, seqlen, d_model = x.shape
    d_head = d_model // n_heads
    x = x.reshape((batch_size, seqlen, n_heads, d_head))
    x = x.transpose((0, 2, 1, 3))
    return x.reshape((-1, seqlen, d_head))
