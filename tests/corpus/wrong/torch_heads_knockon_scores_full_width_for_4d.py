# track: torch
# exercise: heads
# why: the student's scaled_scores treats 4-D inputs as (B, H, T, d_h) and scales them by sqrt(H * d_h) ("the heads together are the model width"), so attention on 4-D inputs and batched multi-head attention, correct themselves, get weights that are too flat
# kind: knock-on
# diagnosis: ratio,scale-model-width

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = q.shape[-1]
    if q.dim() == 4:
        d_k *= q.shape[-3]
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
