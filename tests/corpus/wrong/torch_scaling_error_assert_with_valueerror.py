# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with assert q.shape[-1] == k.shape[-1], ValueError("d_k differ"), believing the assert raises the ValueError it names; the second operand of assert is only the message, so mismatched widths raise AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    assert q.dim() >= 2 and k.dim() >= 2, ValueError("q and k need at least 2 axes")
    assert q.shape[-1] == k.shape[-1], ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
