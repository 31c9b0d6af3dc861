# track: torch
# exercise: scaling
# why: scaled_scores is decorated with @torch.inference_mode() "since computing scores is a pure forward step"; its values are right, but the scores come back as inference tensors outside autograd, so no gradient reaches q or k (backward through them fails)
# kind: rules
# diagnosis: no-gradient


@torch.inference_mode()
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
