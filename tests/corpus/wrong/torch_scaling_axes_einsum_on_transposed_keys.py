# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys first, kt = k.transpose(-2, -1) ("the formula has K transposed"), and then hands kt to torch.einsum("...td,...sd->...ts", q, kt), whose subscripts already describe untransposed (..., S, d_k) keys; the labels bind to the wrong axes, so every call with S != d_k raises and S == d_k gives q @ k without the transpose
# kind: axes
# diagnosis: matmul-mismatch,einsum-letters


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = k.transpose(-2, -1)  # K^T, (..., d_k, S)
    return torch.einsum("...td,...sd->...ts", q, kt) / math.sqrt(q.shape[-1])
