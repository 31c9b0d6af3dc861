# track: torch
# exercise: softmax
# why: uses in-place updates, but only on its own intermediate (scaled -= row_max), never on the input or on saved outputs


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t  # a new tensor: safe to update in place
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled -= row_max
    exps = scaled.exp()
    return exps / exps.sum(dim=-1, keepdim=True)
