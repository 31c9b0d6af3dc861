# track: torch
# exercise: mixture
# why: weighted_mixture ports nGPT's rule (Loshchilov et al. 2024, the normalized Transformer) that every hidden vector lives on the unit sphere, and returns F.normalize(weights @ values, dim=-1); each output row is divided by its own length, so the mixture's rows all have length 1 instead of the weighted sums
# kind: public
# diagnosis: scale-per-row
import torch
import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # nGPT: h_A = Norm(attention output), every vector back onto the hypersphere
    return F.normalize(weights @ values, dim=-1)
