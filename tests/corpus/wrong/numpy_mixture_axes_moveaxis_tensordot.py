# track: numpy
# exercise: mixture
# why: weighted_mixture contracts S with np.tensordot(weights, np.moveaxis(values, -2, 0), axes=1), moving the key axis of the values to the front because tensordot contracts the first axis of its second operand; that is right for 2-D values, but tensordot then pairs every batch of the weights with every batch of the values, so batched values give (..., T, B, d_v) instead of (..., T, d_v)
# kind: axes
# diagnosis: batches-paired-all


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.tensordot(weights, np.moveaxis(values, -2, 0), axes=1)
