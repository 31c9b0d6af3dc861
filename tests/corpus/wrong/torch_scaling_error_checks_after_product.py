# track: torch
# exercise: scaling
# why: computes q @ k^T first and checks the widths only afterwards, so for mismatched d_k the matmul raises RuntimeError before the ValueError check is ever reached
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    raw = q @ k.transpose(-2, -1)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    return raw / math.sqrt(q.shape[-1])
