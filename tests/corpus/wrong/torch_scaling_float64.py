# track: torch
# exercise: scaling
# why: computes in float64 and never casts back, so float32 inputs give float64 scores
# diagnosis: dtype-float64


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q64, k64 = q.to(torch.float64), k.to(torch.float64)
    return q64 @ k64.transpose(-2, -1) / math.sqrt(q.shape[-1])
