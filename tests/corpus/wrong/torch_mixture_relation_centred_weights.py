# track: torch
# exercise: mixture
# why: weighted_mixture centres each weights row on its mean before mixing, weights - weights.mean(-1, keepdim=True) ("subtract the uniform baseline"), so every output row is the expected one minus the row's mean weight times the sum of the values
# kind: relation
# diagnosis: offset

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    centred = weights - weights.mean(dim=-1, keepdim=True)
    return centred @ values
