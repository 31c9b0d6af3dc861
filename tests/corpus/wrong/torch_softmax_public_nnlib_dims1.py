# track: torch
# exercise: softmax
# why: stable_softmax ports NNlib.jl's softmax(x; dims = 1), whose first dimension is the keys in Julia's column-major (kv_len, q_len) attention layout, keeping "dims = 1" as dim=0: the maxima and sums are taken over the first axis (the queries of 2-D scores, the batch otherwise), so each column, not each row, sums to 1
# kind: public
# diagnosis: softmax-axis, reduced-other-axis
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = scores / temp
    if torch.isneginf(x.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # NNlib: max_ = maximum(x; dims); out = exp.(x .- max_); out ./= sum(out; dims)
    dims = 0
    max_ = x.amax(dim=dims, keepdim=True).detach()
    out = torch.exp(x - max_)
    return out / out.sum(dim=dims, keepdim=True)
