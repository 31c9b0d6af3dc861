# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys' contributions with Kahan compensated summation "for an accurate sum" but writes the compensation as c = (t - total) + y where - y belongs, so c holds about twice the last term instead of its rounding error and every later key has that subtracted: the output is a signed mix of the keys' contributions, not their sum
# kind: relation
# diagnosis: mixture-transformed
# miss: a wrong Kahan compensation subtracts a running multiple of earlier terms: the output is no transformation of the weights entry by entry that the read-back finds


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    total = None
    c = None
    for s in range(weights.shape[-1]):
        term = weights[..., :, s, None] * values[..., s, None, :]  # (..., T, d_v)
        if total is None:
            total = term
            c = np.zeros_like(term)
            continue
        y = term - c
        t = total + y
        c = (t - total) + y  # Kahan: the part of y that was lost
        total = t
    return total
