# track: numpy
# exercise: mixture
# why: weighted_mixture converts "non-arrays" after a runtime type check isinstance(weights, npt.NDArray[np.floating]), but a subscripted numpy.typing alias cannot be used with isinstance, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import numpy.typing as npt


def weighted_mixture(weights, values):
    if not isinstance(weights, npt.NDArray[np.floating]):
        weights = np.asarray(weights, dtype=float)
    if not isinstance(values, npt.NDArray[np.floating]):
        values = np.asarray(values, dtype=float)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values
