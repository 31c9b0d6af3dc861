# track: numpy
# exercise: heads
# why: adapts Keras' MultiHeadAttention, which projects with EinsumDense equations over fixed letters ("abc,cde->abde", batch and time named), reshaping w to (D, H, d); the equations need exactly one batch axis, so an unbatched (T, D) x raises and a (B1, B2, T, D) x too
# kind: public
# diagnosis: fixed-leading-axes, einsum-letters
import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    d_model = x.shape[-1]

    def project(w):
        w = w.reshape(d_model, n_heads, w.shape[-1] // n_heads)
        return np.einsum("abc,cde->adbe", x, w)  # (B, H, T, d)

    if w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads or n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must divide the projection widths")
    q, k, v = project(w_q), project(w_k), project(w_v)
    heads, weights = attention(q, k, v, allowed)  # (B, H, T, d_v)
    out = np.einsum("abcd,cde->abe", np.swapaxes(heads, 1, 2), w_o.reshape(n_heads, -1, w_o.shape[-1]))
    return out, weights
