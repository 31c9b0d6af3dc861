# track: torch
# exercise: mixture
# why: weighted_mixture adapts sentence-transformers' mean_pooling, torch.sum(x * mask, ...) / torch.clamp(mask.sum(...), min=1e-9), with the weights as the mask, so each output row is divided by its weights' row sum (clamped below at 1e-9) instead of mixing the weights as given
# kind: public
# diagnosis: mixture-renormalised, weights-rescaled
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    summed = torch.sum(weights.unsqueeze(-1) * values.unsqueeze(-3), dim=-2)
    counts = torch.clamp(weights.sum(dim=-1, keepdim=True), min=1e-9)
    return summed / counts
