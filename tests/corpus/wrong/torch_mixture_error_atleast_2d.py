# track: torch
# exercise: mixture
# why: weighted_mixture lifts its inputs with torch.atleast_2d(weights) and torch.atleast_2d(values) before checking them, "so the lesson's single query a = [0.2, 0.3, 0.5] works too"; a 1-D weights vector becomes one (1, S) query row and is mixed into a (1, d_v) output instead of raising ValueError for an input with fewer than 2 axes
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = torch.atleast_2d(weights)
    values = torch.atleast_2d(values)
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
