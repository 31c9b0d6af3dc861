# track: torch
# exercise: mixture
# why: weighted_mixture ports the mixing step of the dot-product Non-local block (Wang et al. 2018; Non-local_pytorch's N = f.size(-1); f_div_C = f / N; y = torch.matmul(f_div_C, g_x)), dividing the weights by the number of keys S before mixing, so every output is the expected one divided by S
# kind: public
# diagnosis: mixture-renormalised, ratio, weights-rescaled
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    N = weights.size(-1)
    f_div_C = weights / N
    y = torch.matmul(f_div_C, values)
    return y
