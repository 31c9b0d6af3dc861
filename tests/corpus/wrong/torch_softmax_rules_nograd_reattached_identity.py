# track: torch
# exercise: softmax
# why: stable_softmax computes the weights under torch.no_grad() "for speed" and re-attaches them to the graph with the straight-through trick, weights + (scaled - scaled.detach()).nan_to_num(0.0) (the nan_to_num added after -inf - -inf gave NaN at hidden keys), so the values are right but the gradient through the softmax is the identity (each weight's derivative is 1 with respect to its own score and 0 to the others) instead of the softmax Jacobian
# kind: rules
# diagnosis: gradient-differs
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    with torch.no_grad():
        row_max = scaled.amax(dim=-1, keepdim=True)
        if torch.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
        exps = torch.exp(scaled - row_max)
        weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights + (scaled - scaled.detach()).nan_to_num(0.0)
