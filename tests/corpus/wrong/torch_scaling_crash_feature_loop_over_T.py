# track: torch
# exercise: scaling
# why: scaled_scores adds up the dot products one feature at a time, for i in range(q.shape[-2]), a -2 typed where the feature axis -1 belongs, so the loop runs over the T queries: with more queries than features it indexes past the last feature (IndexError), and with fewer it leaves features out of every score
# kind: crash
# diagnosis: index-past-end,feature-left-out
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = q.shape[-1]
    scores = 0
    for i in range(q.shape[-2]):
        scores = scores + q[..., :, None, i] * k[..., None, :, i]
    return scores / math.sqrt(d_k)
