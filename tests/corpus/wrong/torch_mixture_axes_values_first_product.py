# track: torch
# exercise: mixture
# why: weighted_mixture computes values.mT @ weights.mT, the transpose of the product, and forgets to transpose it back, so it returns (..., d_v, T)
# kind: axes
# diagnosis: transposed

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return values.mT @ weights.mT
