# track: torch
# exercise: mixture
# why: casts the product with .to(torch.get_default_dtype()) "to give the course's standard dtype", which is float32, so float64 inputs come back as float32
# kind: rules-types
# diagnosis: dtype-changed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (weights @ values).to(torch.get_default_dtype())
