# track: numpy
# exercise: mixture
# why: weighted_mixture converts both inputs with the student's helper _as_float(x) = np.array(x, dtype=float, copy=False), meant as "make it a float array without copying"; under NumPy 2 copy=False means "never copy" and turning float32 into float (float64) needs a copy, so every valid float32 call raises ValueError ("Unable to avoid copy"), while float64 inputs are right
# kind: knockon
# diagnosis: error-on-valid, fails-in-float32
def _as_float(x):
    return np.array(x, dtype=float, copy=False)


def weighted_mixture(weights, values):
    weights = _as_float(weights)
    values = _as_float(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
