# track: numpy
# exercise: softmax
# why: stable_softmax ports the softmax of the Theano tutorials, e_x = exp(x - x.max(axis=1).dimshuffle(0, 'x')) / e_x.sum(axis=1).dimshuffle(0, 'x'), as x.max(axis=1)[:, None] and sum(axis=1)[:, None]; for (T, S) scores axis 1 is the keys, but with leading axes it is another one (the queries of 3-D scores, the heads of 4-D ones), so batched scores are shifted and normalised over that axis
# kind: public
# diagnosis: softmax-axis, reduced-other-axis, fails-unless-ndim
import math

import numpy as np


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # Theano: T.exp(x - x.max(axis=1).dimshuffle(0, 'x'))
    e_x = np.exp(x - x.max(axis=1)[:, None])
    return e_x / e_x.sum(axis=1)[:, None]
