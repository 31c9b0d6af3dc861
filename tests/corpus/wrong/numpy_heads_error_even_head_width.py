# track: numpy
# exercise: heads
# why: split_heads keeps a check from the rotary-embedding code it was adapted from, raising ValueError unless the head width d_h = width // n_heads is even ("rotary embeddings rotate feature pairs"); the kit has no rotary embeddings, so valid splits into heads of odd width (d_h = 1, 3, 5...) are rejected in split_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    if d_h % 2:
        raise ValueError(f"head width {d_h} must be even (features are rotated in pairs)")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)
