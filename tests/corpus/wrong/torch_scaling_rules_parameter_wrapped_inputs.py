# track: torch
# exercise: scaling
# why: scaled_scores wraps its inputs as torch.nn.Parameter(q) and torch.nn.Parameter(k) "so the scores can be trained"; a Parameter is a new leaf sharing q's data but not its graph, so no gradient ever reaches the caller's q and k (the scores themselves are right)
# kind: rules
# diagnosis: no-gradient
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q = torch.nn.Parameter(q)
    k = torch.nn.Parameter(k)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
