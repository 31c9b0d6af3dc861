# track: torch
# exercise: scaling
# why: raises torch.linalg.LinAlgError ("a matrix product of mismatched widths is a linear-algebra error") when the d_k of q and k differ, but that exception is a RuntimeError, not the ValueError the contract asks for
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise torch.linalg.LinAlgError(f"d_k differs: q {tuple(q.shape)} vs k {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
