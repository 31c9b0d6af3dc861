# track: torch
# exercise: mixture
# why: weighted_mixture sets values.requires_grad = False when it is on ("the values are data, not parameters"); on a leaf that switches autograd off for the caller's own tensor, so no gradient reaches the values, and on values computed by autograd (as attention's are) the assignment raises RuntimeError
# kind: rules
# diagnosis: input-flag-changed,no-gradient

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    if values.requires_grad:
        values.requires_grad = False
    return weights @ values
