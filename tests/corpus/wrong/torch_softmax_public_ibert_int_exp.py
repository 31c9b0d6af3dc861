# track: torch
# exercise: softmax
# why: ports I-BERT's integer-only exp (IntSoftmax.int_exp) in float: x clamped at -30 ln2, split as x = p - z ln2, and exp(x) ~ (0.3585 (p + 1.353)^2 + 0.344) * 2^-z, a second-order polynomial, so every weight carries the polynomial's error (up to about 0.3%) and a hidden key gets about 2^-30 of its row instead of exactly 0
# kind: public
# diagnosis: weights-not-exp
# miss: an integer-only exp (I-BERT's shift and polynomial) is off by small relative errors that vary with the logit; no relation reads an approximate exp, and the constant logit ratio the lesson's case shows leads as evidence
import math

import torch

_LN2 = math.log(2.0)


def _int_exp(x):
    # I-BERT (Kim et al. 2021): exp(p - z ln2) = 2^-z exp(p), exp(p) ~ a (p + b)^2 + c on (-ln2, 0]
    x = torch.clamp(x, min=-30 * _LN2)
    z = torch.floor(-x / _LN2)
    p = x + z * _LN2
    poly = 0.3585 * (p + 1.353) ** 2 + 0.344
    return poly * torch.exp2(-z)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = _int_exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
