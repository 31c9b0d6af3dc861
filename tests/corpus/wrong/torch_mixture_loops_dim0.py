# track: torch
# exercise: mixture
# why: loops over the first axis only, assuming exactly one batch axis (breaks 2-D and 4-D inputs)
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.stack([w @ v for w, v in zip(weights, values)])
