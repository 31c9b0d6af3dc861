# track: torch
# exercise: mixture
# why: ports the read-out of xLSTM's mLSTM cell (Beck et al. 2024), h = C q / max(|n . q|, 1), as (weights @ values) / clamp(|weights.sum(-1)|, min=1), so every weight row whose sum exceeds 1 in size has its output divided by that sum instead of mixing the weights as given
# kind: public
# diagnosis: fails-with-unnormalised-weights, weights-rescaled, mixture-renormalised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    normaliser = weights.sum(dim=-1, keepdim=True).abs().clamp(min=1.0)
    return (weights @ values) / normaliser
