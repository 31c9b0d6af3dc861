# track: torch
# exercise: mixture
# why: weighted_mixture rescales every weights row to unit Euclidean length with F.normalize(weights, dim=-1) ("so long rows do not dominate"), although the weights must be used as given, so each output row is scaled by 1/||w_t||
# kind: relation
# diagnosis: row-scale,mixture-renormalised

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weights = torch.nn.functional.normalize(weights, dim=-1)
    return weights @ values
