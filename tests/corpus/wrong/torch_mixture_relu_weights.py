# track: torch
# exercise: mixture
# why: passes the weights through torch.relu "because attention weights are never negative", so negative weights are set to 0 instead of being mixed as given
# kind: relation
# diagnosis: mixture-clipped


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.relu(weights) @ values
