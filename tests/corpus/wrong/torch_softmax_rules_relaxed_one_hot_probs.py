# track: torch
# exercise: softmax
# why: stable_softmax builds torch.distributions.RelaxedOneHotCategorical(temperature, logits=scores) because it "takes a temperature" and returns its .probs: that is the library softmax (forbidden in stable_softmax), and .probs normalises the logits alone, so the temperature is not even applied
# kind: rules
# diagnosis: forbidden-function, softmax-temperature-ignored


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    dist = torch.distributions.RelaxedOneHotCategorical(
        torch.tensor(temp, dtype=scores.dtype, device=scores.device), logits=scores
    )
    return dist.probs
