# track: torch
# exercise: mixture
# why: weighted_mixture stretches each weight over the value features with weights.unsqueeze(-1).expand_as(values.unsqueeze(-3)) before multiplying and summing over the keys; expand_as only stretches axes of length 1, and the target's query axis is 1 where the weights have T, so every valid call with more than one query raises RuntimeError
# kind: crash
# diagnosis: one-way-broadcast, crash
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    rows = values.unsqueeze(-3)  # (..., 1, S, d_v): one copy of the value rows per query
    # give every weight the feature axis of its value row
    w = weights.unsqueeze(-1).expand_as(rows)  # (..., T, S, d_v)
    return (w * rows).sum(dim=-2)
