# track: numpy
# exercise: mixture
# why: weighted_mixture builds its S-mismatch message by adding the sizes to strings, "weights have S=" + weights.shape[-1] + ..., so a real S mismatch raises TypeError (can only concatenate str, not int) while the message is built, instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights have S=" + weights.shape[-1] + " columns but values have S="
                         + values.shape[-2] + " rows")
    return weights @ values
