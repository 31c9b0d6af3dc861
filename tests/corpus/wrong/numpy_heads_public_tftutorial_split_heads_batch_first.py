# track: numpy
# exercise: heads
# why: split_heads ports the TensorFlow Transformer tutorial's split_heads, reshape(x, (batch_size, -1, num_heads, depth)) then transpose perm [0, 2, 1, 3], with batch_size = x.shape[0]: only 3-D x works; a 2-D (T, D) x is read as T batches of one position, and 4-D x raises
# kind: public
# diagnosis: fixed-leading-axes, fails-unless-ndim, fixed-ndim
import numpy as np
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    batch_size = x.shape[0]
    depth = x.shape[-1] // n_heads
    x = np.reshape(x, (batch_size, -1, n_heads, depth))
    return np.transpose(x, (0, 2, 1, 3))
