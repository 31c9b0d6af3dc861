# track: numpy
# exercise: scaling
# why: scaled_scores keeps the cyclic shift of Swin Transformer's shifted windows, np.roll(tokens, -shift_size) with shift_size = window_size // 2 = 3 (Swin's window 7), applied to the keys along the positions axis before the product and never rolled back, so score column s holds key s + 3's score (wrapping round)
# kind: public
# diagnosis: axis-rolled
import math

import numpy as np

WINDOW_SIZE = 7
SHIFT_SIZE = WINDOW_SIZE // 2


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    shifted_k = np.roll(k, -SHIFT_SIZE, axis=-2)  # cyclic shift of the tokens
    return (q @ np.swapaxes(shifted_k, -2, -1)) / math.sqrt(q.shape[-1])
