# track: torch
# exercise: softmax
# why: stable_softmax checks the temperature, then memoises its weights in a module dict keyed by the scores' values (shape, dtype and the list of numbers, "so a repeated batch costs nothing") for calls without autograd, and leaves the temperature out of the key, so the same scores at another temperature get the weights of the first call
# kind: rules
# diagnosis: stale-result:temperature
_MEMO: dict = {}


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    key = (tuple(scores.shape), scores.dtype, tuple(scores.detach().flatten().tolist()))
    if scores.requires_grad or key not in _MEMO:  # a result autograd needs is never memoised
        scaled = scores / temp
        exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True).detach())
        weights = exps / exps.sum(dim=-1, keepdim=True)
        if scores.requires_grad:
            return weights
        _MEMO[key] = weights
    return _MEMO[key].clone()
