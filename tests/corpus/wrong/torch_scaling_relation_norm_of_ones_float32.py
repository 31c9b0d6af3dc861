# track: torch
# exercise: scaling
# why: scaled_scores takes sqrt(d_k) as torch.linalg.vector_norm(torch.ones(d_k)), the length of a vector of d_k ones; torch.ones defaults to float32, so float64 scores are divided by a float32-rounded sqrt(d_k) whenever d_k is not a perfect square
# kind: relation
# diagnosis: scale-float32
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = torch.linalg.vector_norm(torch.ones(q.shape[-1], device=q.device))
    return (q @ k.transpose(-2, -1)) / scale
