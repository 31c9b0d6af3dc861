# track: torch
# exercise: softmax
# why: stable_softmax ports Megatron-LM's ScaledUpperTriangMaskedSoftmax (the fused kernel used for causal self-attention), which hides the upper triangle of every (sq, sk) score map inside the softmax itself, so the weights of every key after its query are 0 even when the caller's mask shows it (or there is no mask at all)
# kind: public
# diagnosis: hides-visible
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
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # scaled_upper_triang_masked_softmax: the upper triangle is masked in the kernel
    sq, sk = scaled.shape[-2], scaled.shape[-1]
    upper = torch.ones(sq, sk, dtype=torch.bool, device=scaled.device).triu(diagonal=1)
    scaled = scaled.masked_fill(upper, float("-inf"))
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
