# track: torch
# exercise: mixture
# why: weighted_mixture accepts 1-D weights as "the lesson's single query" (a = [0.2, 0.3, 0.5]) and gives them a query axis with weights.unsqueeze(0) before the checks, so a 1-D weights vector is mixed into a (1, d_v) result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    if weights.dim() == 1:
        weights = weights.unsqueeze(0)  # one query, as in lesson section 1
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values
