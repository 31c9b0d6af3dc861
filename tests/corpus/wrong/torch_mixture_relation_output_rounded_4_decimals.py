# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).round(decimals=4), copying the 4-decimal rounding of the lesson's printed tables into the function, so every output is off by up to 5e-5 and the rounding passes no gradient back (round's derivative is zero)
# kind: relation
# diagnosis: rounded
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values).round(decimals=4)
