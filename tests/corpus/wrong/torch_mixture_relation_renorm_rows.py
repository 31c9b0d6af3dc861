# track: torch
# exercise: mixture
# why: weighted_mixture passes the weights through weights.renorm(p=1, dim=-2, maxnorm=1) ("keep each row's weights a distribution"), which rescales every weights row whose L1 norm exceeds 1; the weights must be used exactly as given
# kind: relation
# diagnosis: mixture-renormalised, weights-rescaled
# miss: a constant ratio leads: renorm rescales only the rows whose L1 norm passes 1, which the engine does not read as weights rescaled
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weights = weights.renorm(p=1, dim=-2, maxnorm=1)
    return weights @ values
