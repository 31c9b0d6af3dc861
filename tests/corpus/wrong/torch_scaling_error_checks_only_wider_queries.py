# track: torch
# exercise: scaling
# why: the d_k check only catches queries WIDER than the keys (if q.shape[-1] > k.shape[-1]: raise ValueError), so queries narrower than the keys reach the matrix product, which raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] > k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]}, more features than k's d_k={k.shape[-1]}"
        )
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
