# track: numpy
# exercise: mixture
# why: weighted_mixture divides every output row by the L1 norm of its weights row, np.linalg.norm(weights, ord=1, axis=-1, keepdims=True) ("so negative weights cannot push the output outside the values' range"); softmax rows have norm 1 and are untouched, but any other real weights are rescaled row by row instead of used as given
# kind: relation
# diagnosis: mixture-renormalised,weights-rescaled,scale-per-row

def weighted_mixture(weights, values):

    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {weights.shape} and {values.shape}"
        )

    total = np.linalg.norm(weights, ord=1, axis=-1, keepdims=True)  # sum of |w| per query
    return (weights @ values) / total
