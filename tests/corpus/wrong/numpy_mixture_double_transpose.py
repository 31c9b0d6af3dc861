# track: numpy
# exercise: mixture
# why: computes (values.T @ weights.T).T, which is right in 2-D but .T reverses every axis of batched inputs
# kind: axes
# diagnosis: transpose-all-axes, fails-with-leading-axes, matmul-mismatch, error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # each output column is a combination of the value columns
    return (values.T @ weights.T).T
