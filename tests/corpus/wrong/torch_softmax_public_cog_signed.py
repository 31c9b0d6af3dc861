# track: torch
# exercise: softmax
# why: stable_softmax ports Cog attention ("More Expressive Attention with Negative Weights", Lv et al. 2024), sign(x) * exp(|x| - max|x|) / sum exp(|x| - max|x|): rows of positive scores are right, but every negative score is ranked by its magnitude and gets a negative weight, so weights differ wherever a row has negative scores and those rows no longer sum to 1
# kind: public
# diagnosis: abs-of-expected
# miss: negative weights from sign(x) * exp(|x|) match no relation of the expected weights (abs-of-expected reads |w|, not a sign put back on exp of |x|)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    hidden = torch.isneginf(scaled)
    if hidden.all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    magnitude = scaled.abs().masked_fill(hidden, float("-inf"))
    exps = torch.exp(magnitude - magnitude.amax(dim=-1, keepdim=True).detach())
    return torch.sign(scaled).masked_fill(hidden, 0.0) * exps / exps.sum(dim=-1, keepdim=True)
