# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with assert (q.shape[-1] == k.shape[-1], 'd_k differ'), parentheses around the condition and its message, which makes a two-element tuple that is always true, so the check never fires and mismatched d_k reaches the matmul's RuntimeError instead of a ValueError
# kind: error
# diagnosis: error-not-valueerror,error-not-raised


def scaled_scores(q, k):
    assert (q.dim() >= 2 and k.dim() >= 2, "q and k need at least 2 axes")
    assert (q.shape[-1] == k.shape[-1], f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
