# track: torch
# exercise: scaling
# why: scaled_scores rejects queries and keys with different numbers of axes (q.dim() != k.dim() raises ValueError), so valid broadcasting calls such as 2-D keys shared by batched queries fail here and in attention
# kind: knockon
# diagnosis: error-on-valid

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2 or q.dim() != k.dim():
        raise ValueError("q and k need the same number of axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
