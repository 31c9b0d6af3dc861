# track: torch
# exercise: softmax
# why: stable_softmax is compiled with @torch.jit.script "for speed" (its try/except dropped, since TorchScript has none); the weights are right, but a raise inside a scripted function reaches the caller as torch.jit.Error, a plain Exception, so a zero, negative, infinite or NaN temperature and an entirely -inf row all raise torch.jit.Error instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


@torch.jit.script
def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if bool(torch.isneginf(row_max).any()):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
