# track: torch
# exercise: softmax
# why: stable_softmax treats any row whose largest scaled score is below -1e4 as "masked with a large negative number, so no real key" and raises ValueError (row_max < -1e4), although only rows that are entirely -inf are invalid; valid rows of very negative finite scores (-1e4 and below, or moderate scores at a small temperature) are rejected
# kind: error
# diagnosis: error-on-valid

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if (row_max < -1e4).any():  # -inf, or masked with -1e9 / -1e4: nothing visible
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
