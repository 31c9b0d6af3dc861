# track: torch
# exercise: scaling
# why: scaled_scores grows an optional temperature parameter for the lesson's slider, scaled_scores(q, k, temperature=0.5), left at the 0.5 the student was experimenting with, and divides by sqrt(d_k) * temperature; every call without a temperature gets scores twice too large
# kind: relation
# diagnosis: ratio
def scaled_scores(q, k, temperature=0.5):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) / (math.sqrt(q.shape[-1]) * temperature)
