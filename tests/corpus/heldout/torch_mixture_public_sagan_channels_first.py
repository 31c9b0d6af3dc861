# track: torch
# exercise: mixture
# why: weighted_mixture ports the output line of SAGAN's self-attention block (Zhang et al. 2019), out = torch.bmm(proj_value, attention.permute(0, 2, 1)), written for values laid out channels-first (B, C, N); with the kit's (..., S, d_v) values it computes values.mT @ weights.mT and returns the mixture channels-first, (..., d_v, T), the transpose of the expected output
# kind: public
# diagnosis: transposed
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    proj_value = values.mT  # (..., C, N): channels first, as in SAGAN
    return proj_value @ weights.mT  # out = bmm(proj_value, attention.permute(0, 2, 1))
