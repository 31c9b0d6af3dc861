# track: torch
# exercise: mixture
# why: weighted_mixture gets the product from F.scaled_dot_product_attention with zero queries and keys and the log of the weights as an additive attn_mask ("its softmax gives the weights back, then it multiplies by v"), which uses the forbidden library attention (and renormalises each row, NaN for negative weights)
# kind: rules
# diagnosis: forbidden-function
import torch
import torch.nn.functional as F


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    *lead, t, s = weights.shape
    q = weights.new_zeros(*lead, t, 1)
    k = weights.new_zeros(*weights.shape[:-2], s, 1)
    # softmax(0 + log w) = w for softmax weights, and SDPA then mixes the values with it
    return F.scaled_dot_product_attention(q, k, values, attn_mask=weights.log())
