# track: numpy
# exercise: softmax
# why: stable_softmax normalises each row of scaled.reshape(-1, S) in a loop and collects the rows with np.stack(rows, axis=-1) ("stack along the key axis") before reshaping back to the scores' shape; stacking on the last axis makes each row a COLUMN of an (S, N) array, so the reshape lays the entries out key-major: square 2-D weights come back transposed and other shapes scrambled
# kind: axes
# diagnosis: transposed, axes-folded, reshaped-transpose
import math
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    rows = []
    for row in scaled.reshape(-1, scaled.shape[-1]):
        m = row.max()
        if np.isneginf(m):
            raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
        e = np.exp(row - m)
        rows.append(e / e.sum())
    return np.stack(rows, axis=-1).reshape(scaled.shape)
