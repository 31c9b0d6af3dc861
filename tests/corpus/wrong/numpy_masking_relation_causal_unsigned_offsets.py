# track: numpy
# exercise: masking
# why: causal_mask computes the offsets query - key from positions made with np.arange(t, dtype=np.uint32) ("positions are never negative") and keeps offset >= 0; unsigned subtraction wraps a negative offset round to a huge positive one, so every entry is True and each query sees the future keys too
# kind: relation
# diagnosis: mask-all-one-value, shows-hidden
import numpy as np


def causal_mask(t):
    pos = np.arange(t, dtype=np.uint32)  # positions are never negative
    offset = pos[:, None] - pos[None, :]  # query - key
    return offset >= 0  # a key at or before the query
