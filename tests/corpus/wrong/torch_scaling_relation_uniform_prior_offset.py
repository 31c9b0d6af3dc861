# track: torch
# exercise: scaling
# why: scaled_scores adds log(1/S), the log of a uniform prior over the S keys ("scores are log-probabilities up to the prior"), to every scaled score, so all scores are shifted by -log S; the softmax would not notice, but the scores are off by that constant
# kind: relation
# diagnosis: offset


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores + math.log(1.0 / k.shape[-2])
