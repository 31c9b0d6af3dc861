# track: torch
# exercise: scaling
# why: rounds the scores with .round(decimals=4) "so that runs on the CPU and the GPU agree", so every score is off by up to 5e-5 and the rounding passes no gradient back to q and k
# kind: relation
# diagnosis: rounded,no-derivative


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.round(decimals=4)
