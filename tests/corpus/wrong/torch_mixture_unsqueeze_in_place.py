# track: torch
# exercise: mixture
# why: gives values its T axis with values.unsqueeze_(-3) before the broadcast product, which reshapes the caller's tensor in place (and raises on a leaf that requires grad)
# kind: in-place
# diagnosis: input-changed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    # (..., T, S, 1) * (..., 1, S, d_v), summed over S
    return (weights.unsqueeze(-1) * values.unsqueeze_(-3)).sum(dim=-2)
