# track: torch
# exercise: scaling
# why: follows muP (maximal update parametrisation, Yang et al.), which scales attention logits by 1/d_k instead of 1/sqrt(d_k), so every score is divided by d_k
# kind: public
# diagnosis: scale-dk


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    d_k = q.shape[-1]
    return (q @ k.transpose(-2, -1)) * (1.0 / d_k)  # muP attention scale
