# track: torch
# exercise: heads
# why: adapts Keras' MultiHeadAttention, whose EinsumDense projections use fixed letters ("abc,cde->abde": one batch axis a, time b) with w reshaped to (D, H, d); the equations need exactly one batch axis, so an unbatched (T, D) x or one with two batch axes raises
# kind: public
# diagnosis: fixed-leading-axes, einsum-letters
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    d_model = x.shape[-1]
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the projection widths")

    def project(w):
        w = w.reshape(d_model, n_heads, w.shape[-1] // n_heads)
        return torch.einsum("abc,cde->adbe", x, w)  # (B, H, T, d)

    q, k, v = project(w_q), project(w_k), project(w_v)
    heads, weights = attention(q, k, v, allowed)
    w_o = w_o.reshape(n_heads, -1, w_o.shape[-1])
    return torch.einsum("adbe,dec->abc", heads, w_o), weights
