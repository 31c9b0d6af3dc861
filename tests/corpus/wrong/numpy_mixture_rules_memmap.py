# track: numpy
# exercise: mixture
# why: weighted_mixture writes its output into an np.memmap backed by a temporary file "so long sequences do not fill the memory" and returns that memmap; the numbers are right, but the result is a numpy.memmap (an ndarray subclass tied to a file) instead of the plain np.ndarray the track returns
# kind: rules
# diagnosis: wrong-array-type

import tempfile as _tempfile


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    product = weights @ values
    handle = _tempfile.TemporaryFile()
    out = np.memmap(handle, dtype=product.dtype, mode="w+", shape=product.shape)
    out[...] = product
    return out
