# track: torch
# exercise: mixture
# why: weighted_mixture keeps only the lower triangle of the weights, weights.tril() @ values ("a query must not mix in a later key"), so every weight above the diagonal is dropped; the weights are final and may be any numbers, and hiding keys is mask_scores' job, not the mixture's
# kind: relation
# diagnosis: mixture-transformed, mixture-clipped, hides-visible, weights-triangle
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.tril() @ values
