# track: torch
# exercise: softmax
# why: adapts Hugging Face's EpsilonLogitsWarper (truncation sampling, Hewitt et al. 2022) with the notebook's epsilon_cutoff=3e-4 into stable_softmax: keys whose probability falls below 3e-4 (the top key always kept) are set to -inf and the row renormalised, so small but nonzero weights become exactly 0 and the others grow
# kind: public
# diagnosis: hides-visible


_EPSILON_CUTOFF = 3e-4


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max)
    probs = exps / exps.sum(dim=-1, keepdim=True)
    indices_to_remove = (probs < _EPSILON_CUTOFF) & (scaled < row_max)
    scaled = scaled.masked_fill(indices_to_remove, float("-inf"))
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
