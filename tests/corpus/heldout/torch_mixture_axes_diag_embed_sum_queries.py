# track: torch
# exercise: mixture
# why: weighted_mixture scales the value rows by each query's weights through a diagonal matrix, torch.diag_embed(weights) @ values.unsqueeze(-3) giving (..., T, S, d_v), and then adds the scaled rows up with .sum(dim=-3), over the queries T, where the keys S (dim=-2) belong
# kind: axes
# diagnosis: mixture-wrong-axis, needs-square
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # diag(w_t) @ V scales value row s by w_ts: one (S, d_v) table of scaled rows per query
    scaled = torch.diag_embed(weights) @ values.unsqueeze(-3)  # (..., T, S, d_v)
    return scaled.sum(dim=-3)  # add the scaled rows up
