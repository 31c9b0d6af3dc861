# track: torch
# exercise: mixture
# why: weighted_mixture brings both inputs to a common dtype with torch.promote_types(weights, values), passing the tensors themselves where promote_types takes two dtypes (weights.dtype, values.dtype), so every valid call raises TypeError after the shape checks
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    common = torch.promote_types(weights, values)
    return weights.to(common) @ values.to(common)
