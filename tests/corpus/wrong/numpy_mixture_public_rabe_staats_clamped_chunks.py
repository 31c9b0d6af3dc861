# track: numpy
# exercise: mixture
# why: weighted_mixture ports the key chunking of Rabe & Staats' memory-efficient attention (JAX, key_chunk_size=4), where lax.dynamic_slice clamps the start of the last chunk so that it stays 4 keys long; in NumPy the clamp min(start, S - 4) makes the last chunk overlap the one before it, so when S is not a multiple of 4 some keys are counted twice
# kind: public
# diagnosis: key-counted-twice
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    key_chunk_size = 4
    num_kv = values.shape[-2]
    out = weights[..., :0] @ values[..., :0, :]  # zeros of the output's shape
    for chunk_idx in range(0, num_kv, key_chunk_size):
        # like jax.lax.dynamic_slice: the start is clamped so the slice keeps its size
        start = max(0, min(chunk_idx, num_kv - key_chunk_size))
        part = weights[..., start:start + key_chunk_size] @ values[..., start:start + key_chunk_size, :]
        out = out + part
    return out
