# track: torch
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.shape[-1] * k.shape[-1]), "the square root of both vectors' widths" as a cosine's product of two norms would suggest; q and k share d_k, so that is sqrt(d_k ** 2) = d_k, not sqrt(d_k)
# kind: relation
# diagnosis: scale-dk
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1] * k.shape[-1])
