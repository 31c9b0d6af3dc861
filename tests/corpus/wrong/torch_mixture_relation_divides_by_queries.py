# track: torch
# exercise: mixture
# why: weighted_mixture divides the product by weights.shape[-2] ("a mixture is an average, divide by the count"), the number of queries T, so every output is 1/T times the expected one
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values) / weights.shape[-2]
