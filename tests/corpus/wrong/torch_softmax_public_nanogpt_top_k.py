# track: torch
# exercise: softmax
# why: stable_softmax keeps the top-k filter of nanoGPT's generate() (v, _ = torch.topk(logits, top_k); logits[logits < v[:, [-1]]] = -inf) with the notebook's top_k=2, so every key below a row's two largest scores gets weight 0
# kind: public-code
# diagnosis: hides-visible

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    top_k = 2
    v, _ = torch.topk(scaled, min(top_k, scaled.size(-1)), dim=-1)
    scaled = scaled.masked_fill(scaled < v[..., [-1]], float("-inf"))
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
