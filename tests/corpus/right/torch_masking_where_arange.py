# track: torch
# exercise: masking
# why: causal_mask from arange comparisons on the device; mask_scores with torch.where and an explicit broadcast check


def causal_mask(t, device=None):
    i = torch.arange(t, device=device)
    return i[:, None] >= i[None, :]


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed).to(device=scores.device, dtype=torch.bool)
    if allowed.dim() > scores.dim() or any(
        a not in (1, s) for a, s in zip(reversed(allowed.shape), reversed(scores.shape))
    ):
        raise ValueError(f"mask {tuple(allowed.shape)} does not broadcast to scores {tuple(scores.shape)}")
    visible = allowed.expand(scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("some query sees no key")
    return torch.where(visible, scores, torch.tensor(float("-inf"), dtype=scores.dtype, device=scores.device))
