# track: numpy
# exercise: mixture
# why: weighted_mixture works out the broadcast batch shape by hand from a zip of the two batch shapes, first checking the pairs with any(...) and then building the output shape from the same zip object; the check has already consumed the zip, so the output is allocated without batch axes, (T, d_v), and every input with leading axes raises when its rows are added in (attention and multi-head attention on batched heads fail the same way)
# kind: knockon
# diagnosis: crash
import itertools


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # pair the batch axes from the right, as broadcasting does
    pairs = itertools.zip_longest(weights.shape[-3::-1], values.shape[-3::-1], fillvalue=1)
    if any(a != b and 1 not in (a, b) for a, b in pairs):
        raise ValueError("the batch axes of weights and values do not broadcast")
    batch = tuple(max(a, b) for a, b in pairs)[::-1]
    t, d_v = weights.shape[-2], values.shape[-1]
    out = np.zeros(batch + (t, d_v), dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        out += weights[..., :, s, None] * values[..., s, None, :]
    return out
