# track: torch
# exercise: mixture
# why: weighted_mixture multiplies weights @ values.detach() ("the values are data, only the weights are learned"), so the mixture is right but no gradient ever reaches the values
# kind: rules
# diagnosis: no-gradient
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values.detach()
