# track: torch
# exercise: mixture
# why: weighted_mixture gives the weights a head axis, weights.unsqueeze(-3) @ values, then squeezes it away with .squeeze(-3) ("so the weights line up with multi-head values"); with batched values the new axis meets the values' batch axis, so every weights batch is paired with every values batch and a (B, B, T, d_v) result comes back
# kind: axes
# diagnosis: batches-paired-all, extra-axis, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.unsqueeze(-3) @ values).squeeze(-3)
