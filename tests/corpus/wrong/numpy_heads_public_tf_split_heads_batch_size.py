# track: numpy
# exercise: heads
# why: split_heads ports the TensorFlow transformer tutorial's split_heads(x, batch_size), tf.reshape(x, (batch_size, -1, num_heads, depth)) then tf.transpose(perm=[0, 2, 1, 3]), with batch_size = x.shape[0]: right for (B, T, D) inputs, but an unbatched (T, D) input is read as T batches of one position, (T, H, 1, d_h), and inputs with more batch axes are folded together
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    batch_size = x.shape[0]
    depth = x.shape[-1] // n_heads
    x = x.reshape(batch_size, -1, n_heads, depth)
    return np.transpose(x, (0, 2, 1, 3))
