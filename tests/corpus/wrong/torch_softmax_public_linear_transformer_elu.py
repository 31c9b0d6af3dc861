# track: torch
# exercise: softmax
# why: ports the feature map of "Transformers are RNNs" (Katharopoulos et al. 2020, linear attention), elu(x) + 1, onto the scaled scores in place of exp, weights = (F.elu(x) + 1) / row sum; a hidden -inf still gets 0, but a positive score grows as x + 1 instead of e^x, so every weight of a row with positive scores is wrong
# kind: public
# diagnosis: weights-not-exp
# miss: weights of elu(x) + 1 in place of exp are read as no function of the expected weights the engine knows, and the NaN of fully hidden rows leads as evidence
import math

import torch
import torch.nn.functional as F


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # linear attention's positive feature map: no max shift needed, elu(x) + 1 > 0 and never overflows
    phi = F.elu(scaled) + 1
    return phi / phi.sum(dim=-1, keepdim=True)
