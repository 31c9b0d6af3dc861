# track: torch
# exercise: scaling
# why: scaled_scores centres the keys on their mean key, k - k.mean(dim=-2, keepdim=True), to meet lesson section 5's assumption of mean-zero features; each query's row of scores is then lowered by q . mean(k) / sqrt(d_k), a shift of its own in every row
# kind: relation
# diagnosis: offset
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    k_centred = k - k.mean(dim=-2, keepdim=True)
    return (q @ k_centred.transpose(-2, -1)) / math.sqrt(q.shape[-1])
