# track: torch
# exercise: softmax
# why: stable_softmax takes the weights as exp(scaled - torch.logsumexp(scaled, dim=-1)) and forgets keepdim=True, so the (..., T) log-sums broadcast along the keys: row t is normalised with the log-sum of row s (a size mismatch unless T = S)
# kind: axes
# diagnosis: broadcast-after-reduction
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.exp(scaled - torch.logsumexp(scaled, dim=-1))
