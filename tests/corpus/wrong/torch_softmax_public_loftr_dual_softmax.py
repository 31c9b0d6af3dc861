# track: torch
# exercise: softmax
# why: stable_softmax ports LoFTR's dual-softmax matching score, conf = softmax(sim, dim=1) * softmax(sim, dim=2), taking the product of a stable softmax over the keys (dim=-1) and one over the queries (dim=-2) of the scaled scores, so each weight is also multiplied by its share of its key's column and the rows no longer sum to 1
# kind: public
# diagnosis: normalised-both-axes, dual-softmax
import math

import torch


def _shifted_exp_ratio(scaled: torch.Tensor, dim: int) -> torch.Tensor:
    top = scaled.amax(dim=dim, keepdim=True).detach()
    exps = torch.exp(scaled - top)
    return exps / exps.sum(dim=dim, keepdim=True)


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # dual softmax (LoFTR, coarse matching): mutual nearest neighbours score high in both directions
    return _shifted_exp_ratio(scaled, -1) * _shifted_exp_ratio(scaled, -2)
