# track: numpy
# exercise: mixture
# why: weighted_mixture's S check compares weights.shape[-2] with values.shape[-2] (a -2 typed for -1), i.e. the number of queries T with the number of keys S, so every valid mixture with T != S raises ValueError, and attention, which calls it, fails on every cross-attention input (T != S) while self-attention passes
# kind: knockon
# diagnosis: needs-square,error-on-valid

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {weights.shape} and {values.shape}"
        )
    if weights.shape[-2] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-2]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {weights.shape} and {values.shape}"
        )
    return weights @ values
