# track: torch
# exercise: scaling
# why: scaled_scores ends with .to(torch.get_default_dtype()) "so every score tensor has the course's standard dtype", which is float32 whatever the inputs are, so float64 scores come back float32, and attention and multi-head attention (right themselves) then mix float32 weights with float64 values and raise RuntimeError on every float64 call
# kind: knockon
# diagnosis: dtype-changed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.to(torch.get_default_dtype())
