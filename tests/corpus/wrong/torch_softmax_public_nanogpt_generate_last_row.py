# track: torch
# exercise: softmax
# why: stable_softmax ports the temperature line of nanoGPT's generate(), logits = logits[:, -1, :] / temperature, which keeps only the last position's logits; on the kit's (..., T, S) scores that indexing drops axes (2-D scores raise IndexError, 3-D scores keep only the last query row, 4-D scores the last head), so the weights come back with the wrong shape
# kind: public
# diagnosis: axis-reduced,fixed-ndim


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    logits = scores[:, -1, :] / temp
    row_max = logits.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(logits - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
