# track: torch
# exercise: softmax
# why: divides the scores by temperature + 1e-3 "so that a tiny temperature cannot blow the scores up", so every softmax, the default temperature 1 included, runs on scores slightly too small (a logit ratio of 1/1.001 at temperature 1)
# kind: relation
# diagnosis: logit-ratio:constant, logit-ratio


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / (temp + 1e-3)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
