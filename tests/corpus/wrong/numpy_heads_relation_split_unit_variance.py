# track: numpy
# exercise: heads
# why: split_heads divides every head by sqrt(d_h) "so each head keeps unit variance", carrying the lesson's sqrt(d_k) argument over to the split, so the heads are 1/sqrt(d_h) times the expected ones (and multi-head attention scales q, k and v)
# kind: relation
# diagnosis: ratio


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"x must be (..., T, H*d_h), got {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    heads = np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)
    return heads / math.sqrt(d_h)
