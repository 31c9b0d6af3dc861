# track: torch
# exercise: softmax
# why: ports DeBERTa's XSoftmax to the -inf convention: the hidden (-inf) scores are filled with torch.finfo(dtype).min before the exponentials and the weights are zeroed there afterwards (masked_fill(rmask, 0)); visible keys come out right, but a row that is entirely -inf becomes a row of zeros and no ValueError is raised
# kind: public
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    rmask = torch.isneginf(scaled)
    output = scaled.masked_fill(rmask, torch.finfo(scaled.dtype).min)
    row_max = output.amax(dim=-1, keepdim=True).detach()
    exps = torch.exp(output - row_max)
    output = exps / exps.sum(dim=-1, keepdim=True)
    return output.masked_fill(rmask, 0.0)
