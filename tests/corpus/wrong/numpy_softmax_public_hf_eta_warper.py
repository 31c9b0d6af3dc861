# track: numpy
# exercise: softmax
# why: stable_softmax ports Hugging Face's EtaLogitsWarper (eta sampling, epsilon = 2e-3) into the softmax: it computes each row's entropy, sets eta = min(epsilon, sqrt(epsilon) * exp(-entropy)), gives -inf to every key whose probability is below eta (keeping the top one) and normalises again, so unlikely visible keys get weight exactly 0 and the others are scaled up
# kind: public
# diagnosis: sparse-weights, hides-visible
import math

import numpy as np

EPSILON = 2e-3
MIN_TOKENS_TO_KEEP = 1


def _softmax(x):
    shifted = x - x.max(axis=-1, keepdims=True)
    exps = np.exp(shifted)
    return exps / exps.sum(axis=-1, keepdims=True)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")

    # EtaLogitsWarper.__call__
    probabilities = _softmax(scaled)
    plogp = np.zeros_like(probabilities)
    np.multiply(probabilities, np.log(probabilities, out=np.zeros_like(probabilities), where=probabilities > 0),
                out=plogp, where=probabilities > 0)
    entropy = -plogp.sum(axis=-1)
    eta = np.minimum(EPSILON, math.sqrt(EPSILON) * np.exp(-entropy))[..., None]
    indices_to_remove = probabilities < eta
    kth = np.sort(scaled, axis=-1)[..., -MIN_TOKENS_TO_KEEP, None]
    indices_to_remove &= scaled < kth
    filtered = np.where(indices_to_remove, -np.inf, scaled)
    return _softmax(filtered).astype(scaled.dtype, copy=False)
