# track: torch
# exercise: softmax
# why: stable_softmax handles a temperature by folding it into the scores and calling itself, return stable_softmax(scores / temp, temp), but passes the same temperature on instead of 1, so the call never reaches the plain case and every valid temperature other than 1 ends in RecursionError
# kind: crash
# diagnosis: crash


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if temp != 1.0:
        # fold the temperature into the scores and reuse the plain case
        return stable_softmax(scores / temp, temp)
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scores - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
