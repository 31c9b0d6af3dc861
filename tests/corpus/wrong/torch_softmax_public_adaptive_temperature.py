# track: torch
# exercise: softmax
# why: ports the adaptive temperature of "softmax is not enough" (Velickovic et al. 2024): after a first softmax it measures each row's entropy and, where it exceeds 0.5, multiplies that row's scores by beta = max(poly(entropy), 1) with the paper's fitted polynomial [-0.037, 0.481, -2.3, 4.917, -1.791], so high-entropy rows come out sharper than the softmax at the given temperature
# kind: public
# diagnosis: row-logit-scale, logit-ratio:temperature-some-rows
import math

import torch


def _softmax(x):
    exps = torch.exp(x - x.amax(dim=-1, keepdim=True).detach())
    return exps / exps.sum(dim=-1, keepdim=True)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1, keepdim=True)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    probs = _softmax(scaled)
    entropy = -(probs * torch.log(probs + 1e-9)).sum(dim=-1, keepdim=True)
    poly = torch.zeros_like(entropy)
    for c in (-0.037, 0.481, -2.3, 4.917, -1.791):  # Horner, as jnp.polyval
        poly = poly * entropy + c
    beta = torch.where(entropy > 0.5, poly.clamp_min(1.0), torch.ones_like(entropy))
    return _softmax(scaled * beta)
