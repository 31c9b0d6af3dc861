# track: numpy
# exercise: heads
# why: split_heads multiplies every head by sqrt(n_heads) ("each head keeps the norm of the full vector"), so the heads are the right features times sqrt(H), and multi-head attention built on it gets scores H times too large and outputs sqrt(H) times too large
# kind: relation
# diagnosis: ratio
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    return heads * math.sqrt(n_heads)
