# track: numpy
# exercise: mixture
# why: weighted_mixture ports the end of ConViT's GPSA (gated positional self-attention), attn /= attn.sum(dim=-1).unsqueeze(-1) after the gate mixes patch and positional attention, and renormalises every weight row to sum 1 before mixing; the contract mixes the weights exactly as given, so any weights whose rows do not sum to 1 give rescaled rows
# kind: public
# diagnosis: mixture-renormalised, fails-with-unnormalised-weights, weights-rescaled
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # GPSA: attn /= attn.sum(dim=-1).unsqueeze(-1)
    attn = weights / np.expand_dims(weights.sum(axis=-1), -1)
    return attn @ values
