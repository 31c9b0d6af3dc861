# track: torch
# exercise: softmax
# why: stable_softmax folds in YaRN's attention temperature, multiplying the logits by mscale ** 2 with mscale = 0.1 * ln(factor) + 1 and the factor 4.0 of a YaRN rope_scaling config, so every row is a softmax of the scores times about 1.296 (sharper), though the kit's softmax has no context extension to make up for
# kind: public
# diagnosis: logit-ratio:constant, logit-ratio
import math

import torch

ROPE_SCALING_FACTOR = 4.0


def _yarn_mscale(scale):
    return 0.1 * math.log(scale) + 1.0 if scale > 1 else 1.0


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    # YaRN: sqrt(1/t) = 0.1 ln(s) + 1 on q and on k, so the logits carry mscale ** 2
    scaled = scores * (_yarn_mscale(ROPE_SCALING_FACTOR) ** 2) / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
