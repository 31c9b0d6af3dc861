# track: torch
# exercise: softmax
# why: stable_softmax ports Grok-1's attention-logit cap, attn_logits = 30 * tanh(attn_logits / 30) (max_attn_val = 30.0), applied to the scaled scores before the shift, so every score is squashed and large ones are held near 30, flattening the weights
# kind: public
# diagnosis: activated, logit-ratio, logits-clipped
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    max_attn_val = 30.0
    scaled = max_attn_val * torch.tanh((scores / temp) / max_attn_val)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
