# track: torch
# exercise: scaling
# why: scaled_scores is decorated with @torch.inference_mode() "since computing scores is a pure forward pass"; inference mode records no graph and makes inference tensors, so the scores are right but no gradient reaches q or k, in scaled_scores and in attention and multi-head attention through it
# kind: rules
# diagnosis: no-gradient


@torch.inference_mode()
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
