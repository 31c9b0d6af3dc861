# track: torch
# exercise: softmax
# why: stable_softmax refuses rows whose finite scores span more than 700 (row maximum minus row minimum, "exp cannot represent a range that wide"), raising ValueError; after the max shift a wide range only underflows harmlessly to weight 0, so valid rows such as [1e4, 0] (scores as large as 1e4 are allowed) are rejected
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
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    finite = torch.where(torch.isfinite(scaled), scaled, row_max)
    if (row_max - finite.amin(dim=-1, keepdim=True) > 700).any():
        raise ValueError("the scores of a row span more than exp can represent")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
