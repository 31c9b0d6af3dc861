# track: torch
# exercise: softmax
# why: validates and shifts the scores itself but normalises with torch.distributions.utils.logits_to_probs, a distributions helper that is F.softmax(logits, dim=-1) inside, so it still uses the library softmax the exercise forbids
# kind: rules-types
# diagnosis: forbidden-function

from torch.distributions.utils import logits_to_probs


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
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
    return logits_to_probs(scaled - row_max.detach())
