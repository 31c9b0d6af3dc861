# track: torch
# exercise: softmax
# why: stable_softmax writes the softmax for one 1-D row (x - x.max(), exp, / sum) and applies it with torch.vmap(_row_softmax), which maps over the first axis only: for 2-D scores each call gets one query row, but with batch or head axes each call gets a whole (T, S) map (or more) and normalises it with one max and one sum
# kind: axes
# diagnosis: softmax-whole-array, softmax-global-max, fails-with-leading-axes


def _row_softmax(row):
    exps = torch.exp(row - row.max().detach())
    return exps / exps.sum()


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return torch.vmap(_row_softmax)(scaled)
