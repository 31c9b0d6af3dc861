# track: numpy
# exercise: mixture
# why: weighted_mixture spills the product to a tempfile.TemporaryFile and reads it back as a plain ndarray; right values and type, and the sandbox's worker must give it a temporary folder it can write

import tempfile as _tempfile


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    product = weights @ values
    with _tempfile.TemporaryFile() as scratch:
        np.save(scratch, product)
        scratch.seek(0)
        return np.load(scratch)
