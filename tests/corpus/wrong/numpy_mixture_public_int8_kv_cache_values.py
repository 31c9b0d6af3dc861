# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the int8 value cache of LLM inference code (TensorRT-LLM's int8_kv_cache: one absmax scale per tensor, v_q = round(v / scale) with scale = max|v| / 127) and mixes the dequantised values, so every value is rounded to 127 steps of the largest one before mixing
# kind: public
# diagnosis: inputs-rounded
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    scale = np.abs(values).max() / 127
    if scale == 0:
        scale = 1
    v_q = np.clip(np.round(values / scale), -127, 127).astype(np.int8)  # the KV cache
    v_deq = (v_q.astype(values.dtype) * values.dtype.type(scale))
    return weights @ v_deq
