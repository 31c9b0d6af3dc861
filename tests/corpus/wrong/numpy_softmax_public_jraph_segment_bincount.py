# track: numpy
# exercise: softmax
# why: stable_softmax ports jraph's segment_softmax (each query row is one segment of the flattened scores: segment_max, exp, segment_sum, divide), writing segment_sum as np.bincount(segment_ids, weights=exps); bincount always returns float64, so float32 scores give float64 weights
# kind: public
# diagnosis: dtype-float64, dtype-changed
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
    n_keys = scaled.shape[-1]
    logits = scaled.reshape(-1)
    n_rows = logits.size // n_keys if n_keys else 0
    segment_ids = np.repeat(np.arange(n_rows), n_keys)
    maxs = scaled.reshape(n_rows, n_keys).max(axis=-1)  # segment_max
    if np.isneginf(maxs).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(logits - maxs[segment_ids])
    normalizers = np.bincount(segment_ids, weights=exps, minlength=n_rows)  # segment_sum
    return (exps / normalizers[segment_ids]).reshape(scaled.shape)
