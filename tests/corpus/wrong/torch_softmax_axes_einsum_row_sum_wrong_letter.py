# track: torch
# exercise: softmax
# why: stable_softmax adds up the exponentials with torch.einsum("...ts->...s", exps), keeping the key letter s where the query letter t belongs, so it gets each key's column total over the queries, and exps / sums.unsqueeze(-2) divides every weight by its column total: each column sums to 1 instead of each row
# kind: axes
# diagnosis: reduced-other-axis

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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    sums = torch.einsum("...ts->...s", exps)  # one total per row
    return exps / sums.unsqueeze(-2)
