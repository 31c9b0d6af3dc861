# track: torch
# exercise: scaling
# why: soft-caps the scores with 30 * tanh(scores / 30), as Gemma 2 does, which squashes every score a little
# kind: relation
# diagnosis: clipped


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    cap = 30.0
    return cap * torch.tanh(scores / cap)
