# track: torch
# exercise: scaling
# why: lifts the scores line of einops-style transformer code, einsum("b h i d, b h j d -> b h i j", q, k) * d ** -0.5, which names exactly four axes, so anything but (B, H, T, d_k) inputs raises
# kind: public-code
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    return torch.einsum("b h i d, b h j d -> b h i j", q, k) * scale
