# track: numpy
# exercise: mixture
# why: weighted_mixture rounds the weights to bfloat16 "as the TPU does" by keeping the top 16 bits of their float32 pattern, (w.astype(np.float32).view(np.uint32) & 0xFFFF0000).view(np.float32), and casts back; every weight loses all but 8 bits of mantissa (truncated), so the mixture is off by up to about 0.4 %
# kind: relation
# diagnosis: inputs-rounded, half-precision, input-stored-coarser
import numpy as np


def _to_bfloat16(x):
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    return (bits & np.uint32(0xFFFF0000)).view(np.float32).astype(x.dtype)


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _to_bfloat16(weights) @ values
