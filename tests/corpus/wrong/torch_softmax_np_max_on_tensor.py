# track: torch
# exercise: softmax
# why: keeps the NumPy idiom np.max(scaled, axis=-1, keepdims=True) on a torch tensor, which calls Tensor.max with numpy's keywords and raises TypeError on every call
# kind: crash
# diagnosis: crash

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = np.max(scaled, axis=-1, keepdims=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
