# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row with np.einsum("ts...->t...", exps)[..., None], putting the ellipsis for the batch axes at the end as for arrays whose batch axes come last; the kit's batch axes come first, so 2-D scores are right, but with leading axes t and s bind to the first two axes and the sum runs over the second one (the queries of (B, T, S) scores, the heads of (B, H, T, S) ones) instead of the keys, and the totals no longer line up with the rows (a broadcast error unless the sizes happen to fit)
# kind: axes
# diagnosis: reduced-other-axis, fails-with-leading-axes, fixed-leading-axes
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
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    totals = np.einsum("ts...->t...", exps)[..., None]  # one total per row t
    return exps / totals
