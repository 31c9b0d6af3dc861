# track: torch
# exercise: softmax
# why: ports MoCo's contrastive logits (moco/builder.py, logits /= self.T with the module's T = 0.07) into stable_softmax, keeping MoCo's constant where the argument belongs: the temperature passed in is validated but the scores are always divided by 0.07
# kind: public
# diagnosis: logit-ratio:fixed-temperature, softmax-temperature-ignored
import math

import torch

T = 0.07  # softmax temperature, as in MoCo (He et al. 2020)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    logits = scores / T
    row_max = logits.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(logits - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
