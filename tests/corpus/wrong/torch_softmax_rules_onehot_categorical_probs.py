# track: torch
# exercise: softmax
# why: stable_softmax checks the temperature and the -inf rows itself, then takes the weights from torch.distributions.OneHotCategorical(logits=shifted).probs; the distribution normalises its logits with a library log-softmax/softmax, which this exercise forbids
# kind: rules
# diagnosis: forbidden-function
def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = scaled - row_max.detach()
    return torch.distributions.OneHotCategorical(logits=shifted).probs
