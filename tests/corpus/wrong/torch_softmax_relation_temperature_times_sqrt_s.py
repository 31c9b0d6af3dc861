# track: torch
# exercise: softmax
# why: stable_softmax divides the scores by temperature * sqrt(S), S the row length ("normalise by the number of keys, as the scores are by sqrt(d_k)"), so every softmax runs on logits sqrt(S) times too small and the weights are too flat
# kind: relation
# diagnosis: logit-ratio

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / (temp * math.sqrt(scores.shape[-1]))
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
