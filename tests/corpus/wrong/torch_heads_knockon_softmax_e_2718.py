# track: torch
# exercise: heads
# why: the student's stable_softmax exponentiates with torch.pow(2.718, shifted), Euler's number rounded to 2.718, which is exp(shifted * ln 2.718), a softmax of the scores times 0.99993; attention and multi-head attention built on it return slightly wrong weights and outputs
# kind: knock-on
# diagnosis: logit-ratio:constant, logit-ratio


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
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
    exps = torch.pow(2.718, scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
