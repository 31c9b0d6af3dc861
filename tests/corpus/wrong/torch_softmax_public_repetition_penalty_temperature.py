# track: torch
# exercise: softmax
# why: applies the temperature the way Hugging Face's RepetitionPenaltyLogitsProcessor applies its penalty, torch.where(score < 0, score * penalty, score / penalty), so positive scores are divided by the temperature but negative ones are multiplied by it: for any temperature other than 1 the negative logits move the wrong way and the weights are wrong
# kind: public
# diagnosis: softmax-temperature-multiplied, logit-ratio
# miss: a WRONG lead: in the float32 cases the negative scores times a temperature of 30 underflow to weight 0, which reads exactly as keys dropped and renormalised (hides-visible); the other checks show no relation that could outvote it


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = torch.where(scores < 0, scores * temp, scores / temp)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
