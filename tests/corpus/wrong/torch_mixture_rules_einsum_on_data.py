# track: torch
# exercise: mixture
# why: weighted_mixture mixes the raw storage, torch.einsum("...ts,...sd->...td", weights.data, values.data) ("einsum wants plain tensors"), so the values are right but the result is cut from the graph: no gradient reaches weights or values
# kind: rules
# diagnosis: no-gradient
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return torch.einsum("...ts,...sd->...td", weights.data, values.data)
