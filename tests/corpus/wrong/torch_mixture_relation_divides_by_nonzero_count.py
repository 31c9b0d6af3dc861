# track: torch
# exercise: mixture
# why: weighted_mixture divides each output row by the number of keys whose weight is nonzero ("a mixture is an average over the keys that take part"), so with dense weights every output is 1/S of the expected one, and rows with zero weights are divided by fewer
# kind: relation
# diagnosis: weights-rescaled, ratio


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    taking_part = (weights != 0).sum(dim=-1, keepdim=True).clamp(min=1)
    return (weights @ values) / taking_part
