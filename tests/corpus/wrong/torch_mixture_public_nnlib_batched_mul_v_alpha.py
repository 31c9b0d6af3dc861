# track: torch
# exercise: mixture
# why: weighted_mixture ports Julia NNlib.jl's dot_product_attention output, batched_mul(v, α) with v (v_dim, kv_len) and α (kv_len, q_len), by giving the kit's row-layout inputs NNlib's column layout, values.transpose(-2, -1) @ weights.transpose(-2, -1), and returns that product as it comes: (..., d_v, T), the mixture with its last two axes swapped
# kind: public
# diagnosis: transposed
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    v = values.transpose(-2, -1)  # NNlib: [v_dim, kv_len]
    alpha = weights.transpose(-2, -1)  # NNlib: [kv_len, q_len]
    return v @ alpha  # NNlib: [v_dim, q_len]
