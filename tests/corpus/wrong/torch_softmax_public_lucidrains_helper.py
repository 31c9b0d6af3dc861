# track: torch
# exercise: softmax
# why: stable_softmax ports the helper stable_softmax of lucidrains' repositories (bidirectional-cross-attention, memorizing-transformers), t = t - t.amax(dim=dim, keepdim=True); return t.softmax(dim=dim), keeping the kit's checks and temperature in front; the shift is its own, but the last step is the library softmax (Tensor.softmax) the exercise forbids
# kind: public
# diagnosis: forbidden-function


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    t = scores / temp
    if torch.isneginf(t.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    t = t - t.amax(dim=-1, keepdim=True)
    return t.softmax(dim=-1)
