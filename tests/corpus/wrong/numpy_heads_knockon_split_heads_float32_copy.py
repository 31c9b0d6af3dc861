# track: numpy
# exercise: heads
# why: multi_head_self_attention is right, but the student's split_heads ends with np.ascontiguousarray(heads, dtype=np.float32) "so attention reads contiguous single-precision memory", so for float64 inputs the heads, the attention weights multi-head attention returns (float32) and its output (float32 precision) are wrong in dtype and precision
# kind: knockon
# diagnosis: dtype-changed, float32-precision, bad-inner-call
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    return np.ascontiguousarray(heads, dtype=np.float32)
