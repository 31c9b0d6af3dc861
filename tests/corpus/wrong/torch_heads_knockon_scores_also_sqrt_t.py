# track: torch
# exercise: heads
# why: the student's scaled_scores divides by sqrt(d_k) and also by sqrt(T), the number of queries ("longer sequences need flatter scores"), so attention and multi-head attention, correct themselves, soften every softmax by an extra factor sqrt(T) (right only when T == 1)
# kind: knock-on
# diagnosis: ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1]) / math.sqrt(q.shape[-2])
