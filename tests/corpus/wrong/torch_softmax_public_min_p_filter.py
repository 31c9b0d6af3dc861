# track: torch
# exercise: softmax
# why: keeps the min-p filter of LLM sampling code (Hugging Face's MinPLogitsWarper, min_p=0.1): after the softmax it zeroes every weight below 0.1 times its row's largest weight and renormalises, so visible keys with small weights get exactly 0
# kind: public
# diagnosis: hides-visible

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    probs = exps / exps.sum(dim=-1, keepdim=True)
    min_p = 0.1
    keep = probs >= min_p * probs.amax(dim=-1, keepdim=True)
    probs = probs * keep
    return probs / probs.sum(dim=-1, keepdim=True)
