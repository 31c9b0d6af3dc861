# track: torch
# exercise: softmax
# why: ports the edge softmax of Dwivedi & Bresson's Graph Transformer (graphtransformer repo, scaled_exp: torch.exp((score / scale).clamp(-5, 5)), then divided by the sum over the node's edges), which clamps the logits into [-5, 5] instead of subtracting the row maximum; every score outside that range is cut, so large scores saturate and -inf (hidden) keys get weight exp(-5) instead of 0
# kind: public
# diagnosis: clipped
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    score = torch.exp(scaled.clamp(-5, 5))
    z = score.sum(dim=-1, keepdim=True)
    return score / z
