# track: torch
# exercise: mixture
# why: raises ValueError unless every row of weights sums to 1, although any real weights must be mixed as given
# kind: error-case
# diagnosis: error-on-valid


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    sums = weights.sum(dim=-1)
    if not torch.allclose(sums, torch.ones_like(sums), atol=1e-4):
        raise ValueError("each row of weights must sum to 1")
    return weights @ values
