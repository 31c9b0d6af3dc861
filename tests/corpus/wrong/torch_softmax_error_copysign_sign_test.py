# track: torch
# exercise: softmax
# why: stable_softmax tests the temperature's sign with math.copysign(1.0, temp) < 0 ("the sign of any float, even of an infinity") next to math.isfinite; copysign reads the sign bit, and 0.0 has none, so a zero temperature passes the check and the scores are divided by zero (NaN or infinite weights) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not math.isfinite(temp) or math.copysign(1.0, temp) < 0:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
