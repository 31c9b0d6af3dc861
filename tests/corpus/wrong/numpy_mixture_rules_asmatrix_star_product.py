# track: numpy
# exercise: mixture
# why: weighted_mixture writes the 2-D case as the lesson's matrix formula with np.asmatrix(weights) * np.asmatrix(values) ("with np.matrix, * is the matrix product"); the numbers are right, but every unbatched call returns a numpy.matrix instead of a plain np.ndarray (batched calls go through @ and are right)
# kind: rules
# diagnosis: wrong-array-type

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

    if weights.ndim == 2 and values.ndim == 2:
        # (T, S) times (S, d_v), written like the formula: np.matrix makes * the matrix product
        return np.asmatrix(weights) * np.asmatrix(values)
    return weights @ values
