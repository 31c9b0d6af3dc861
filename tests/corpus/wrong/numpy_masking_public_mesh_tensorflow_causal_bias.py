# track: numpy
# exercise: masking
# why: causal_mask ports Mesh TensorFlow's attention_mask_autoregressive, cast(less(query_pos, memory_pos)) * -1e9, an additive float bias (0 on and below the diagonal, -1e9 above it) where the kit wants a bool mask True on and below the diagonal; read as a mask it is numbers, and nonzero (visible) exactly where the future keys are
# kind: public
# diagnosis: mask-not-bool, mask-inverted, causal-upper
import numpy as np


def causal_mask(t):
    query_pos = np.arange(t)[:, None]
    memory_pos = np.arange(t)[None, :]
    return np.less(query_pos, memory_pos).astype(np.float32) * -1e9
