# track: torch
# exercise: softmax
# why: stable_softmax rejects an infinite temperature with the trick temp + 1 == temp ("only infinity is unchanged by adding 1") next to temp <= 0; NaN is unequal to everything, so a NaN temperature passes and every weight comes back NaN instead of a ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp + 1 == temp:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
