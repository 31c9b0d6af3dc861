# track: torch
# exercise: mixture
# why: weighted_mixture compares the S axes with torch.equal(weights.shape[-1], values.shape[-2]), but torch.equal compares two tensors and the sizes are Python ints, so every valid call raises TypeError once the rank check has passed
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if not torch.equal(weights.shape[-1], values.shape[-2]):
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
