# track: torch
# exercise: mixture
# why: passes the mixture through torch.relu "as every layer ends with an activation", so every negative output component is set to 0
# kind: relation
# diagnosis: clipped


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return torch.relu(weights @ values)
