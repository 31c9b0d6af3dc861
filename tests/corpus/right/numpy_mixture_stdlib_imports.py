# track: numpy
# exercise: mixture
# why: weighted_mixture that imports standard-library modules no grader code loads (colorsys, statistics, wave), at import and inside the call; the sandbox must still let it read the Python installation

import colorsys
import statistics


def weighted_mixture(weights, values):
    import wave  # noqa: F401 - imported lazily, as student code does

    weights, values = np.asarray(weights), np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes, got {weights.ndim} and {values.ndim}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    assert statistics.mean([1, 2, 3]) == 2 and colorsys.rgb_to_hsv(1, 0, 0)[0] == 0
    return weights @ values
