# track: torch
# exercise: scaling
# why: adds a dtype guard that rejects anything but float32 ("attention runs in float32"), so valid float64 queries and keys raise ValueError
# kind: inputs-errors
# diagnosis: error-on-valid


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.dtype != torch.float32 or k.dtype != torch.float32:
        raise ValueError(f"q and k must be float32; got {q.dtype} and {k.dtype}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
