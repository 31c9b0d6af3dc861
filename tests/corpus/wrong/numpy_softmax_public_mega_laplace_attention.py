# track: numpy
# exercise: softmax
# why: stable_softmax ports the Laplace attention function of Mega (Ma et al. 2022), 0.5 * (1 + erf((z - mu) / (sigma * sqrt(2)))) with mu = sqrt(1/2) and sigma = sqrt(1/(4 pi)), applied to each scaled score on its own ("a softmax replacement that cannot overflow"); each weight ignores the rest of its row and nothing is normalised, so the rows do not sum to 1
# kind: public
# diagnosis: sigmoid-not-softmax, weights-elementwise
import math

import numpy as np

_erf = np.vectorize(math.erf, otypes=[float])


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    z = np.asarray(scores) / temp
    if np.isneginf(z).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    mu = math.sqrt(0.5)
    sigma = math.sqrt(1.0 / (4 * math.pi))
    weights = 0.5 * (1.0 + _erf((z - mu) / (sigma * math.sqrt(2.0))))
    return weights.astype(z.dtype)
