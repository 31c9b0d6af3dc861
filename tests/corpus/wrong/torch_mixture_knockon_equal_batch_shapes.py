# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError unless weights and values have the very same leading axes (weights.shape[:-2] != values.shape[:-2]), so attention with values that carry extra leading axes, or a (T, S) weights table shared over batched values, fails through it although @ broadcasts them
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    if weights.shape[:-2] != values.shape[:-2]:
        raise ValueError(
            f"weights and values must have the same batch axes; got {tuple(weights.shape)}"
            f" and {tuple(values.shape)}"
        )
    return weights @ values
