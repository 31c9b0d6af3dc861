# track: torch
# exercise: mixture
# why: weighted_mixture computes torch.inner(weights, values.mT), each weights row against each value column, which equals weights @ values in 2-D; with batch axes torch.inner pairs every leading index of one operand with every leading index of the other, so the result has both inputs' batch axes, (B, T, B, d_v)
# kind: axes
# diagnosis: dot-not-matmul
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.inner(weights, values.mT)
