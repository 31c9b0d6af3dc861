# track: torch
# exercise: softmax
# why: stable_softmax normalises with torch.exp(scaled - scaled.logsumexp(0, keepdim=True)), taking the log-sum-exp over dim 0 (the first axis) instead of the last, so the weights are normalised over the wrong axis
# kind: axes
# diagnosis: softmax-axis,reduced-other-axis

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("row entirely -inf")
    return torch.exp(scaled - scaled.logsumexp(0, keepdim=True))
