# track: numpy
# exercise: masking
# why: causal_mask builds the rows as a Python list, rows = [[False] * t] * t, and sets keys 0..i of row i to True; the outer * repeats ONE inner list t times, so every row is the same list object and every entry ends True: the mask hides nothing
# kind: relation
# diagnosis: mask-all-one-value, shows-hidden
import numpy as np


def causal_mask(t: int) -> np.ndarray:
    rows = [[False] * t] * t  # t rows of t keys, all hidden to start
    for i in range(t):
        for j in range(i + 1):
            rows[i][j] = True  # query i sees keys 0..i
    return np.array(rows, dtype=bool).reshape(t, t)
