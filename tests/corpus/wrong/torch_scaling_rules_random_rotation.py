# track: torch
# exercise: scaling
# why: scaled_scores rotates q and k by the same random orthogonal matrix (torch.linalg.qr of a fresh torch.randn, the QuaRot outlier trick) before the product; (qR)(kR)^T equals q k^T in exact arithmetic, but R is redrawn on every call (in float32, so float64 scores also lose precision), so the scores change from call to call
# kind: rules
# diagnosis: not-deterministic, float32-precision
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    rot, _ = torch.linalg.qr(torch.randn(d_k, d_k, device=q.device))
    rot = rot.to(q.dtype)
    return ((q @ rot) @ (k @ rot).transpose(-2, -1)) / math.sqrt(d_k)
