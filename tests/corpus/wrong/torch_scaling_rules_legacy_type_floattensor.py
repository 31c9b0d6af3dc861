# track: torch
# exercise: scaling
# why: scaled_scores ends with .type(torch.FloatTensor), the legacy spelling of "make it a float tensor", which is float32 on the CPU, so float64 inputs come back as float32 (and any device moves to the CPU)
# kind: rules-types
# diagnosis: dtype-changed

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.type(torch.FloatTensor)
