# track: torch
# exercise: scaling
# why: divides by torch.sqrt(torch.tensor(d_k)), a float32 tensor, so float64 scores carry float32 rounding
# diagnosis: scale-float32, float32-precision


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1) / torch.sqrt(torch.tensor(q.shape[-1]))
