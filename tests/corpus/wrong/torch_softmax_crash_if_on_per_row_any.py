# track: torch
# exercise: softmax
# why: stable_softmax tests for entirely -inf rows with "if torch.isneginf(row_max).any(dim=-1):", a per-row answer ((..., T) bools) put to an if; a tensor of more than one value has no truth value, so every valid call with several query rows raises RuntimeError
# kind: crash
# diagnosis: ambiguous-truth, crash
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
    if torch.isneginf(row_max).any(dim=-1):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
