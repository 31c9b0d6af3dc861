# track: torch
# exercise: softmax
# why: stable_softmax requires temperature >= 1 ("a temperature below 1 sharpens beyond what the model learned"), so valid temperatures such as 0.5 raise ValueError
# kind: error-case
# diagnosis: error-on-valid

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp >= 1):
        raise ValueError(f"temperature must be a finite number >= 1; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
