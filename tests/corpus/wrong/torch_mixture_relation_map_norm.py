# track: torch
# exercise: mixture
# why: weighted_mixture divides the weights by the Frobenius norm of each whole (T, S) map, torch.linalg.matrix_norm(weights, keepdim=True) ("so a map of unit energy cannot blow the output up"), before mixing; the weights must be used exactly as given, so every output is off by that one factor per map
# kind: relation
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    energy = torch.linalg.matrix_norm(weights, keepdim=True)
    return (weights / energy) @ values
