# track: torch
# exercise: softmax
# why: correct, but prints debug output and issues a UserWarning for very large scores

import warnings


def stable_softmax(scores, temperature=1.0):
    print("stable_softmax called with", tuple(scores.shape), scores.dtype, "temperature", temperature)
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    if (scaled[torch.isfinite(scaled)].abs() > 1000).any():
        warnings.warn("very large scores; the softmax will be nearly one-hot", UserWarning)
    exps = torch.exp(scaled - row_max)
    weights = exps / exps.sum(dim=-1, keepdim=True)
    print("row sums:", weights.detach().sum(dim=-1).flatten()[:4].tolist())
    return weights
