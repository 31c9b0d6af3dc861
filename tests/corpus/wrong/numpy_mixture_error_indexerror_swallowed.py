# track: numpy
# exercise: mixture
# why: weighted_mixture has no check of the number of axes and wraps its S comparison in try/except IndexError ("a 1-D input has no S axis to compare, skip the check"), so 1-D weights or values are not rejected: matmul mixes them into a 1-D (or (..., T)) result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    try:
        if weights.shape[-1] != values.shape[-2]:
            raise ValueError(
                f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
            )
    except IndexError:
        pass  # a 1-D input has no S axis to compare
    return weights @ values
