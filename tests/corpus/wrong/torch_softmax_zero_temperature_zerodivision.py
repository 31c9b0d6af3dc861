# track: torch
# exercise: softmax
# why: raises ZeroDivisionError for temperature 0 (ValueError only for the other bad temperatures)
# kind: error-case
# diagnosis: error-not-valueerror


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if temp == 0:
        raise ZeroDivisionError("temperature 0 would divide by zero")
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
