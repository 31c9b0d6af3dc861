# track: torch
# exercise: softmax
# why: stable_softmax takes the weights from RL code's torch.distributions.Categorical(logits=scaled).probs, which normalises the logits with a library log-softmax (logits - logsumexp), a library softmax in disguise that the exercise forbids
# kind: public
# diagnosis: forbidden-function

def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("bad temperature")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("row entirely -inf")
    return torch.distributions.Categorical(logits=scaled, validate_args=False).probs
