# track: torch
# exercise: scaling
# why: takes the square root with math.isqrt(d_k), reading isqrt as "sqrt for an integer argument"; isqrt is the integer square root (rounded down), so whenever d_k is not a perfect square (d_k = 8 gives 2, not 2.83) the scores are too large by a constant factor
# kind: relation
# diagnosis: ratio, ratio:constant

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.isqrt(q.shape[-1])
