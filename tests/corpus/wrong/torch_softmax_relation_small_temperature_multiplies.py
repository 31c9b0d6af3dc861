# track: torch
# exercise: softmax
# why: stable_softmax divides by the temperature only when it is at least 1 and multiplies by it below 1 ("dividing by a small number blows the scores up"), so every temperature below 1 flattens the weights instead of sharpening them: the logits are off by a factor temperature**2 there (temperatures >= 1 are right)
# kind: relation
# diagnosis: softmax-temperature-multiplied, logit-ratio


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp if temp >= 1 else scores * temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
