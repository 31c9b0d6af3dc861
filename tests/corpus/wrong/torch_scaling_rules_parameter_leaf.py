# track: torch
# exercise: scaling
# why: scaled_scores returns torch.nn.Parameter(scores) "so the scores can be inspected and tuned"; a Parameter is a new leaf, so the scores are cut from the graph and no gradient reaches q or k
# kind: rules
# diagnosis: no-gradient,wrong-array-type


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return torch.nn.Parameter(scores)
