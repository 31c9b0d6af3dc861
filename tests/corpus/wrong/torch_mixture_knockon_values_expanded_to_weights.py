# track: torch
# exercise: mixture
# why: weighted_mixture gives the values the weights' batch axes first, values.expand(*weights.shape[:-2], S, d_v) ("so both operands have the same batch"), but expand only adds or stretches axes on the values' side: whenever the values bring more leading axes than the weights (a shared (T, S) weights table over batched values, or attention's v with extra leading axes) expand raises RuntimeError
# kind: knockon
# diagnosis: one-way-broadcast, crash
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    # give the values the same batch axes as the weights
    batched_values = values.expand(*weights.shape[:-2], *values.shape[-2:])
    return weights @ batched_values  # (..., T, d_v)
