# track: numpy
# exercise: mixture
# why: weighted_mixture collects one closure per key, terms = [lambda: weights[..., :, s, None] * values[..., None, s, :] for s in range(S)], and sums their calls afterwards; a closure reads s when it is called, after the comprehension has ended, so every term is the LAST key's share and the output is S times the last key's weighted value row, all other keys left out
# kind: relation
# diagnosis: key-left-out
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    S = weights.shape[-1]
    # one lazy term per key, evaluated when summed (keeps memory low for long S)
    terms = [lambda: weights[..., :, s, None] * values[..., None, s, :] for s in range(S)]
    out = terms[0]()
    for term in terms[1:]:
        out = out + term()
    return out
