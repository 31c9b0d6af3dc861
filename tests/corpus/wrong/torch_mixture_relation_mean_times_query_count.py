# track: torch
# exercise: mixture
# why: weighted_mixture forms every weighted value row, weights.unsqueeze(-1) * values.unsqueeze(-3), and turns their mean over the keys back into a sum by multiplying by "the number of keys" read as weights.shape[-2], which is T (the queries), not weights.shape[-1] = S; so every output is the expected mixture times T / S (right only when T == S)
# kind: relation
# diagnosis: ratio, needs-square
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
    terms = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    n_keys = weights.shape[-2]
    return terms.mean(dim=-2) * n_keys  # a mean times the count is the sum
