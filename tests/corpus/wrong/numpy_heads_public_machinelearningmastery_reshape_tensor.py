# track: numpy
# exercise: heads
# why: split_heads ports reshape_tensor of Machine Learning Mastery's Keras multi-head attention tutorial, x.reshape(x.shape[0], x.shape[1], heads, -1).transpose(0, 2, 1, 3), which assumes exactly one batch axis: unbatched (T, D) input fails and extra leading axes are folded wrongly
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    x = x.reshape(x.shape[0], x.shape[1], n_heads, -1)
    return x.transpose(0, 2, 1, 3)
