# track: torch
# exercise: softmax
# why: ports the softmax of Karpathy's llama2.c run.c, which works in place on the logits it is given (x[i] = expf(x[i] - max_val), then x[i] /= sum); here scores.sub_(row_max).exp_().div_(sum) overwrite the caller's scores with the weights and return them, and autograd refuses the in-place ops on leaf scores that require grad
# kind: public
# diagnosis: input-changed, in-place-autograd
import math

import torch


def _check_temperature(temperature):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    return temp


def stable_softmax(scores, temperature=1.0):
    temp = _check_temperature(temperature)
    x = scores
    if temp != 1.0:
        x = x / temp
    row_max = x.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    x.sub_(row_max).exp_()
    x.div_(x.sum(dim=-1, keepdim=True))
    return x
