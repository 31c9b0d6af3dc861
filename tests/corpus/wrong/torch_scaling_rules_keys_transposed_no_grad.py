# track: torch
# exercise: scaling
# why: scaled_scores prepares the transposed keys under torch.no_grad() ("a transpose is bookkeeping, nothing to differentiate"), kt = k.transpose(-2, -1).contiguous(), so the scores are right but no gradient ever reaches k (the queries still get theirs)
# kind: rules
# diagnosis: no-gradient
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    with torch.no_grad():
        kt = k.transpose(-2, -1).contiguous()
    return (q @ kt) / math.sqrt(q.shape[-1])
