# track: numpy
# exercise: heads
# why: ports the MultiheadAttention of the UvA deep learning course's Transformer tutorial to NumPy (qkv reshaped to (B, T, H, 3 * head_dim), heads moved in front of T, then q, k, v = np.split(qkv, 3, axis=-1)) with the fused matrix built as np.concatenate([w_q, w_k, w_v], axis=-1); the tutorial's fused layout is per head, the concatenated one is per projection, so each "query head" holds a mix of query, key and value columns
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: every failing check fails first on an input where d_k != d_v: the fused width is then not three equal parts and the entry's own check raises, so error-on-valid leads (rightly: the check assumes d_k = d_v); the per-head cut of a per-projection matrix never shows as values
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    qkv = x @ np.concatenate([w_q, w_k, w_v], axis=-1)  # (..., T, 3*H*d)
    if n_heads < 1 or qkv.shape[-1] % (3 * n_heads):
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection width")
    *lead, t, width = qkv.shape
    qkv = np.swapaxes(qkv.reshape(*lead, t, n_heads, width // n_heads), -3, -2)  # (..., H, T, 3*d)
    q, k, v = np.split(qkv, 3, axis=-1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
