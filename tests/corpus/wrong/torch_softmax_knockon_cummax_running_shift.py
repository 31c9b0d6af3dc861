# track: torch
# exercise: softmax
# why: stable_softmax takes its shift from scaled.cummax(dim=-1).values, taking the running maximum for "the row maximum" without picking its last entry, so every key is shifted by the largest score up to its own position, a different number per key that does not cancel in the normalisation (and a row starting with -inf gets NaN); attention and multi-head attention return wrong weights
# kind: knockon
# diagnosis: shift-per-key

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.cummax(dim=-1).values  # running maximum along the keys
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
