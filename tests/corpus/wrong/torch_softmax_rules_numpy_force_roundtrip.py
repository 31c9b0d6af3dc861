# track: torch
# exercise: softmax
# why: stable_softmax reuses the NumPy track's code through scores.numpy(force=True) ("force silences the requires-grad error") and wraps the weights back with torch.from_numpy; force=True detaches, so the values, dtype and device are right but no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient
import math

import numpy as np
import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores.numpy(force=True) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return torch.from_numpy(exps / exps.sum(axis=-1, keepdims=True)).to(scores.device)
