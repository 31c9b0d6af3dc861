# track: torch
# exercise: softmax
# why: stable_softmax folds the temperature into the shift as scores.sub(row_max, alpha=1 / temperature), reading alpha as a factor on the whole difference; sub computes scores - alpha * row_max, so the scores are never divided: the weights are the softmax at temperature 1 whatever temperature is given (and large scores over- or underflow, the shift being divided too)
# kind: relation
# diagnosis: softmax-temperature-ignored
# miss: the temperature is never applied and the shift is divided by it, so large scores over- or underflow: the checks' NaN rows leave no logit ratio to read, and values-nan leads
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    row_max = scores.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = scores.sub(row_max, alpha=1.0 / temp)
    exps = torch.exp(shifted)
    return exps / exps.sum(dim=-1, keepdim=True)
