# track: torch
# exercise: scaling
# why: reads the lesson's variance argument as "bring the scores to variance one" and divides the raw dot products by their measured standard deviation (raw / raw.std()) instead of by sqrt(d_k), so the scores are off by one constant factor that depends on the data
# kind: relation
# diagnosis: ratio:constant


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = q @ k.transpose(-2, -1)
    return raw / raw.std()
