# track: numpy
# exercise: mixture
# why: weighted_mixture reads the values' S axis at the position the weights' T axis has counted from the front, values.shape[weights.ndim - 2], which is S only when both have the same number of axes; values shared across a batch (fewer axes) or with extra leading axes make valid calls raise ValueError (or IndexError)
# kind: error
# diagnosis: error-on-valid, crash, fails-with-leading-axes
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    s_axis = weights.ndim - 2  # the weights' T axis; the values' S axis sits at the same place
    if weights.shape[-1] != values.shape[s_axis]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} but values have S={values.shape[s_axis]}"
        )
    return weights @ values
